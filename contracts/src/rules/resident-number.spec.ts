import { isResidentNumber, maskResidentNumber } from './resident-number.js';

describe('resident registration numbers (promoter approval request, withholding tax)', () => {
  it('accepts a number whose check digit and birth date hold, with or without the dash', () => {
    expect(isResidentNumber('900101-1234568')).toBe(true);
    expect(isResidentNumber('9001011234568')).toBe(true);
    expect(isResidentNumber('010315-4123451')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isResidentNumber('900101-1234567')).toBe(false);
    expect(isResidentNumber('010315-4123452')).toBe(false);
  });

  it('refuses a birth date that does not exist, a 7th digit outside 1-8 and other shapes', () => {
    expect(isResidentNumber('850229-1234560')).toBe(false);
    expect(isResidentNumber('901301-1234568')).toBe(false);
    expect(isResidentNumber('900101-9234568')).toBe(false);
    expect(isResidentNumber('900101-123456')).toBe(false);
    expect(isResidentNumber('90a101-1234568')).toBe(false);
    expect(isResidentNumber('')).toBe(false);
  });

  it('is shown with the birth date and 7th digit only', () => {
    expect(maskResidentNumber('9001011234568')).toBe('900101-1******');
    expect(maskResidentNumber('900101-1234568')).toBe('900101-1******');
  });
});
