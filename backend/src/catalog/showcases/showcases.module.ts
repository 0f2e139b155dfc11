import { Module, type OnModuleInit } from '@nestjs/common';
import { CommandRouter } from '../../platform/event-sourcing/commands.js';
import { exhibitionDecider, exhibitionStream } from './exhibition.decider.js';
import { Exhibitions } from './exhibitions.js';
import { ExhibitionsConsoleController } from './exhibitions.console.controller.js';
import { ShowcaseImages } from './showcase-images.js';
import { ShowcasesProjection } from './showcases.projection.js';
import { ShowcasesPublicController } from './showcases.public.controller.js';
import { showroomDecider, showroomStream } from './showroom.decider.js';
import { Showrooms } from './showrooms.js';
import { ShowroomsConsoleController } from './showrooms.console.controller.js';

/** Exhibitions (기획전) and showrooms (쇼룸), spec §2 shop pages, §7 Shop and Console shop calls. */
@Module({
  providers: [Exhibitions, Showrooms, ShowcaseImages, ShowcasesProjection],
  controllers: [ShowcasesPublicController, ExhibitionsConsoleController, ShowroomsConsoleController],
  exports: [ShowcasesProjection, Exhibitions, Showrooms],
})
export class ShowcasesModule implements OnModuleInit {
  constructor(private readonly router: CommandRouter) {}

  /** Routes the commands to the generic handler: one stream per exhibition (by id) and per showroom (by code). */
  onModuleInit(): void {
    this.router.stream({
      decider: exhibitionDecider,
      commands: ['CreateExhibition', 'EditExhibition', 'DeleteExhibition'],
      streamOf: (c) => exhibitionStream(c.data.exhibitionId),
    });
    this.router.stream({
      decider: showroomDecider,
      commands: ['CreateShowroom', 'EditShowroom', 'DeleteShowroom'],
      streamOf: (c) => showroomStream(c.data.code),
    });
  }
}
