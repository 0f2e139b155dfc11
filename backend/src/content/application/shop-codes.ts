import {
  DISPLAY_CODE_TEXT,
  DisplayCode,
  SHIPPING_CODE_TEXT,
  ShippingCode,
  type DisplayCodeSetting,
  type Setting,
  type ShippingCodeSetting,
} from '@shop/contracts';

/** Colour of a code nobody has set yet. */
const DEFAULT_COLOR = '#777777';

/** Every display code, its stored setting over the enum's text (spec §9 display codes). */
export function displayCodesOf(setting: Partial<Setting>): DisplayCodeSetting[] {
  const stored = new Map((setting.displayCodes ?? []).map((c) => [c.value, c]));
  return Object.values(DisplayCode).map((value) => stored.get(value) ?? { text: DISPLAY_CODE_TEXT[value], value, color: DEFAULT_COLOR, shows: true });
}

/** Every shipping code, its stored setting over the enum's text: no warehouse and everywhere until set (spec §9 shipping codes). */
export function shippingCodesOf(setting: Partial<Setting>): ShippingCodeSetting[] {
  const stored = new Map((setting.shippingCodes ?? []).map((c) => [c.value, c]));
  return Object.values(ShippingCode).map(
    (value) => stored.get(value) ?? { text: SHIPPING_CODE_TEXT[value], value, color: DEFAULT_COLOR, shows: true, warehouse: null, areas__available: [] },
  );
}
