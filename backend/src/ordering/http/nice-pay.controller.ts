import { Body, Controller, Get, HttpCode, Inject, Post, Redirect } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiResponse, ApiTags } from '@nestjs/swagger';
import { GenerateCardPaymentDto, NicePayAuthResultDto, awaitsCardPayment, type NicePayPluginConfig, type NicePayRequestPay } from '@shop/contracts';
import { CurrentUser, Public } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import { DomainError, type CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { NICE_PAY_CONFIG } from '../../platform/payments/nice-pay/nice-pay.module.js';
import type { NicePayConfig } from '../../platform/payments/nice-pay/nice-pay.config.js';
import type { NicePayAuthResult } from '../../platform/payments/nice-pay/nice-pay.protocol.js';
import { OrderingQueries } from '../application/ordering.queries.js';
import {
  orderIdOfAttempt,
  paymentAttemptId,
  type ApproveCardPayment,
  type CardPaymentApproved,
} from '../application/approve-card-payment/approve-card-payment.handler.js';
import { OrderNotFoundError, OrderNotPayableError } from '../ordering.errors.js';

/** The page that shows a card payment's outcome (spec §2, /plugins/nice/pay/result). */
const RESULT_PAGE = '/plugins/nice/pay/result';

/**
 * NICE Pay's plugin calls (spec §7 "Payment provider plugin"): the window's settings, the
 * options of one payment attempt for a member's unpaid card order, and the approval that NICE
 * Pay's window posts the buyer's authentication to (then the browser goes on to the result page).
 */
@ApiTags('payments')
@Controller('api/v1/plugins/nice/pay')
export class NicePayController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: OrderingQueries,
    @Inject(NICE_PAY_CONFIG) private readonly nicePay: NicePayConfig,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The client key and JS SDK of the payment window. */
  @Get('config')
  @Public()
  @ApiAnswer(200, 'NicePayPluginConfig')
  settings(): NicePayPluginConfig {
    return { clientId: this.nicePay.clientId, jsUrl: this.nicePay.jsUrl, simulated: this.nicePay.simulated };
  }

  /** `AUTHNICE.requestPay` options for the member's unpaid card order: a new attempt id each time; 404 for another's order, 409 when not payable. */
  @Post('generate')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiAnswer(200, 'NicePayRequestPay')
  async generate(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: GenerateCardPaymentDto): Promise<NicePayRequestPay> {
    const order = await this.queries.order(dto.orderId, user._user);
    if (!order) throw new OrderNotFoundError();
    if (!awaitsCardPayment(order)) throw new OrderNotPayableError();
    const [first] = order.lines;
    const goodsName = `${first?.product.name.split(',')[0] ?? '주문 상품'}${order.lines.length > 1 ? ` 외 ${order.lines.length - 1}건` : ''}`.slice(0, 40);
    return {
      clientId: this.nicePay.clientId,
      method: 'card',
      orderId: paymentAttemptId(order._id, metadata.now),
      amount: order.totalPrice,
      goodsName,
      // The simulator runs on whatever origin the browser uses, so its result comes back there.
      returnUrl: `${this.nicePay.simulated ? '' : this.config.publicUrl}/api/v1/plugins/nice/pay/approval`,
      mallUserId: user._user.slice(0, 20),
      buyerName: order.sender.name,
      buyerTel: order.sender.phone,
      buyerEmail: order.sender.email ?? '',
    };
  }

  /**
   * NICE Pay's window posts the authentication result here (a form). The payment is approved
   * once (ApproveCardPayment) and the browser is sent to the result page with the order, and on
   * a refusal its code and Korean message; the order stays unpaid then.
   */
  @Post('approval')
  @Public()
  @Redirect(RESULT_PAGE, 303)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiResponse({ status: 303, description: '결제 결과 화면(/plugins/nice/pay/result)으로 이동' })
  async approval(@CommandMeta() metadata: CommandMetadata, @Body() dto: NicePayAuthResultDto): Promise<{ url: string; statusCode: number }> {
    const orderId = orderIdOfAttempt(dto.orderId ?? '');
    const result = new URLSearchParams({ orderId });
    try {
      const command: ApproveCardPayment = {
        type: 'ApproveCardPayment',
        data: { authResult: dto as NicePayAuthResult },
        metadata: { ...metadata, userId: null },
      };
      const { position } = await this.commands.send<CardPaymentApproved>(command);
      result.set('position', String(position));
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      result.set('code', e.code);
      result.set('message', e.message);
    }
    return { url: `${RESULT_PAGE}?${result}`, statusCode: 303 };
  }
}
