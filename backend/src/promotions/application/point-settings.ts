import { Injectable } from '@nestjs/common';
import { DEFAULT_POINT_SETTINGS, type PointSettings as PointSettingValues } from '@shop/contracts';
import { SettingFacts } from '../../content/index.js';

/** A setting's whole number from `min`, else the default. */
const valid = (value: unknown, min: number, fallback: number): number => (Number.isInteger(value) && (value as number) >= min ? (value as number) : fallback);

/**
 * How points may be used (issue 10 "minimum and unit from the settings"), read from the shop
 * setting (`points.minimumUsable`, `points.unit`, `points.validityDays`) on each call, so a
 * change in the console applies to the next order; each falls back to 1,000원, 100원 and 365 days.
 */
@Injectable()
export class PointSettings {
  constructor(private readonly settings: SettingFacts) {}

  /** The usage settings in force (원 and days). */
  async current(): Promise<PointSettingValues> {
    const set = await this.settings.points();
    return {
      minimumUsable: valid(set.minimumUsable, 0, DEFAULT_POINT_SETTINGS.minimumUsable),
      unit: valid(set.unit, 1, DEFAULT_POINT_SETTINGS.unit),
      validityDays: valid(set.validityDays, 1, DEFAULT_POINT_SETTINGS.validityDays),
    };
  }
}
