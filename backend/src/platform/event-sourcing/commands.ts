import { Injectable } from '@nestjs/common';
import { CommandBus, CommandHandler, Command as NestCommand, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner, type CommandResult } from './command-runner.js';
import type { Command, Decider, DomainEvent } from './decider.js';

/** Carries any domain command across Nest's CommandBus to the {@link CommandRouter}. */
export class Dispatch extends NestCommand<unknown> {
  constructor(readonly command: Command) {
    super();
  }
}

/**
 * How the commands of one decider reach it: which command types it decides and which stream
 * each acts on. The generic handler loads that stream, decides and appends; nothing else.
 */
export interface StreamRoute<C extends Command, E extends DomainEvent, S> {
  decider: Decider<C, E, S>;
  commands: readonly C['type'][];
  streamOf: (command: C) => string;
}

/** A use case that coordinates several streams (or needs more than one decider's stream): one command type, its own folder. */
export interface UseCaseHandler<C extends Command, R> {
  execute(command: C): Promise<R>;
}

/**
 * The one Nest command handler. Every command travels in a {@link Dispatch}; the router sends a
 * single-stream command to the generic handler (CommandRunner: read, evolve, decide, append
 * with the expected revision) and a coordinating command to its use case. Contexts register
 * their routes and use cases when their module starts. An unknown command type is a
 * programming error (thrown as a plain Error, answered 500).
 */
@Injectable()
@CommandHandler(Dispatch)
export class CommandRouter implements ICommandHandler<Dispatch> {
  private readonly routes = new Map<string, (command: Command) => Promise<unknown>>();

  constructor(private readonly runner: CommandRunner) {}

  /** Routes every command type of `route` to the generic single-stream handler. */
  stream<C extends Command, E extends DomainEvent, S>(route: StreamRoute<C, E, S>): void {
    for (const type of route.commands) this.add(type, (command) => this.runner.handle(route.streamOf(command as C), route.decider, command as C));
  }

  /** Routes commands of `type` to a use case. */
  useCase<C extends Command>(type: C['type'], handler: UseCaseHandler<C, unknown>): void {
    this.add(type, (command) => handler.execute(command as C));
  }

  private add(type: string, run: (command: Command) => Promise<unknown>): void {
    if (this.routes.has(type)) throw new Error(`command ${type} is routed twice`);
    this.routes.set(type, run);
  }

  execute({ command }: Dispatch): Promise<unknown> {
    const run = this.routes.get(command.type);
    if (!run) throw new Error(`no handler for command ${command.type}`);
    return run(command);
  }
}

/**
 * Sends commands on the CommandBus. A single-stream command answers its {@link CommandResult}
 * (events appended, new state, log position); a use case answers what it declares. Throws the
 * decider's DomainError with nothing appended.
 */
@Injectable()
export class Commands {
  constructor(private readonly bus: CommandBus) {}

  send<R = CommandResult>(command: Command): Promise<R> {
    return this.bus.execute(new Dispatch(command)) as Promise<R>;
  }
}
