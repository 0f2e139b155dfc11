import { Injectable } from '@nestjs/common';
import type { ConsoleDashboardResponse } from '@shop/contracts';
import { ProductInquiries } from '../../catalog/index.js';
import { CenterQuestions, MemberInquiries } from '../../center/index.js';
import { IdentityQueries } from '../../identity/index.js';
import { ConsolePurchaseQueries } from '../../ordering/index.js';
import { SalesStatisticsQueries } from './sales-statistics.queries.js';

/**
 * The console dashboard's figures (spec §2 console dashboard), each read from a read model so a
 * request never scans the event store: orders and sales of today and this month from reporting's
 * `orderSales` (the statistics' own figures), the purchases waiting for staff from ordering's
 * purchase views, the members who joined from identity's member list, the product inquiries
 * waiting for an answer from the catalogue's inquiries, and the questions and members' 1:1
 * inquiries waiting from the centre's.
 */
@Injectable()
export class ConsoleDashboardQueries {
  constructor(
    private readonly sales: SalesStatisticsQueries,
    private readonly purchases: ConsolePurchaseQueries,
    private readonly members: IdentityQueries,
    private readonly inquiries: ProductInquiries,
    private readonly questions: CenterQuestions,
    private readonly memberInquiries: MemberInquiries,
  ) {}

  /** The dashboard as of `today` (`yyyy-mm-dd`, Asia/Seoul): today and the month from its first day to today. */
  async dashboard(today: string): Promise<ConsoleDashboardResponse> {
    const monthStart = `${today.slice(0, 7)}-01`;
    const [day, month, views, claims, joinedToday, joinedMonth, awaitingInquiries, awaitingQuestions, awaitingMemberInquiries] = await Promise.all([
      this.sales.dailySales(today, today),
      this.sales.dailySales(monthStart, today),
      this.purchases.counts({}),
      this.purchases.requestedClaims(),
      this.members.joinedCount(today, today),
      this.members.joinedCount(monthStart, today),
      this.inquiries.awaitingCount(),
      this.questions.awaitingCount(),
      this.memberInquiries.awaitingCount(),
    ]);
    return {
      today,
      monthStart,
      orders: { today: day.total, month: month.total },
      waiting: { payment: views.nonpayment, shipping: views.payment, ...claims },
      members: { today: joinedToday, month: joinedMonth },
      inquiries: { awaiting: awaitingInquiries },
      questions: { awaiting: awaitingQuestions },
      memberInquiries: { awaiting: awaitingMemberInquiries },
    };
  }
}
