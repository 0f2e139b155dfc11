import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PlannerQueryDto, type PlannerResponse } from '@shop/contracts';
import { Public } from '../platform/auth/auth.guard.js';
import { ApiAnswer } from '../platform/http/openapi.js';
import { BathroomPlanner } from './bathroom-planner.js';

/** The bathroom planner's suggestions (/ideas/bathroom/planner; issue 14). Public: a visitor plans before signing in. */
@ApiTags('content')
@Public()
@Controller('api/v1/planner')
export class BathroomPlannerController {
  constructor(private readonly planner: BathroomPlanner) {}

  /** The layout for the room and the products that fit each place; 400 with the Korean message for a size outside 120–500 cm. */
  @Get()
  @ApiAnswer(200, 'PlannerResponse')
  plan(@Query() query: PlannerQueryDto): Promise<PlannerResponse> {
    return this.planner.plan(query);
  }
}
