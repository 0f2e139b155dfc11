import 'reflect-metadata';
import { Controller, Get, Post } from '@nestjs/common';
import { Public } from '../auth/auth.guard.js';
import { compileRoutes } from './answer-cache.js';

@Controller('api/v1/me')
class MemberController {
  @Get('info')
  info() {
    return {};
  }
}

@Public()
@Controller('api/v1/shop')
class ShopController {
  @Post('orders')
  place() {
    return {};
  }

  @Get('products/:idOrCode')
  product() {
    return {};
  }
}

const route = (controller: { prototype: object }, method: string) => ({
  controller,
  handler: (controller.prototype as Record<string, object>)[method]!,
  reads: ['products'],
});

describe('@CachedAnswer declarations', () => {
  it("refuse a route that is not public: its answer could be someone's own", () => {
    expect(() => compileRoutes([route(MemberController, 'info')])).toThrow('@CachedAnswer on /api/v1/me/info: only @Public() routes may be cached');
  });

  it('refuse a route that is not a GET', () => {
    expect(() => compileRoutes([route(ShopController, 'place')])).toThrow('@CachedAnswer on /api/v1/shop/orders: only GET answers are cached');
  });

  it('match the paths of a public GET route with its parameters, and no other', () => {
    const [compiled] = compileRoutes([route(ShopController, 'product')]);
    expect(compiled!.matches('/api/v1/shop/products/hm-kf-br-gd')).toBe(true);
    expect(compiled!.matches('/api/v1/shop/products')).toBe(false);
    expect(compiled!.matches('/api/v1/shop/products/a/b')).toBe(false);
  });
});
