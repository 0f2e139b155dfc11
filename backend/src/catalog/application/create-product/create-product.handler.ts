import { Injectable } from '@nestjs/common';
import { CommandRunner, type CommandResult } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import { UniqueValues } from '../../../platform/event-sourcing/unique-values.js';
import { ProductCodeTakenError } from '../../catalog.errors.js';
import { productDecider, type CreateProduct } from '../../domain/product.decider.js';

/**
 * Adds a product to the catalogue. Two streams: the product code is claimed first in
 * `product_code-{code}` (409 ProductCodeTakenError when another product holds it), then the
 * product stream is created. Answers the product stream's result.
 */
@Injectable()
export class CreateProductHandler implements UseCaseHandler<CreateProduct, CommandResult> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
  ) {}

  async execute(command: CreateProduct): Promise<CommandResult> {
    const { productId, fields } = command.data;
    await this.unique.reserve('product_code', fields.code, productId, command.metadata, () => new ProductCodeTakenError());
    return this.runner.handle(`product-${productId}`, productDecider, command);
  }
}
