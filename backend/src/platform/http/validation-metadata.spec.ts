import 'reflect-metadata';
import { Expose, plainToInstance, Transform, Type } from 'class-transformer';
import { IsInt, IsString, MinLength, validateSync } from 'class-validator';
import { keepTransformLookups, keepValidationLookups } from './validation-metadata.js';

class Base {
  @IsString()
  name!: string;
}

class Child extends Base {
  @IsInt()
  amount!: number;
}

const problems = (o: object) => validateSync(o).map((e) => e.property);

describe('keepValidationLookups', () => {
  it('validates the same with the lookups kept, inherited rules included', () => {
    const bad = Object.assign(new Child(), { name: 1, amount: 'x' });
    const before = problems(bad);
    keepValidationLookups();
    keepValidationLookups();
    expect(before).toEqual(['amount', 'name']);
    expect(problems(bad)).toEqual(['amount', 'name']);
    expect(problems(Object.assign(new Child(), { name: 'a', amount: 1 }))).toEqual([]);
  });

  it('takes in rules added after a lookup was kept', () => {
    keepValidationLookups();
    class Later {
      @IsString()
      title!: string;
    }
    expect(problems(Object.assign(new Later(), { title: 'ok' }))).toEqual([]);
    // A rule added to a class whose lookup is already kept (a decorator applied late).
    MinLength(5)(Later.prototype, 'title');
    expect(problems(Object.assign(new Later(), { title: 'ok' }))).toEqual(['title']);
  });
});

class Line {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  code!: string;
}

class Draft {
  @Type(() => Line)
  lines!: Line[];

  @Transform(({ value }) => Number(value))
  amount!: number;
}

class BigDraft extends Draft {
  @Expose({ name: 'memo_text' })
  memo!: string;
}

describe('keepTransformLookups', () => {
  const plain = { lines: [{ code: ' a1 ' }], amount: '3', memo_text: '문' };

  it('turns plain objects into the same instances with the lookups kept, inherited decorations included', () => {
    const before = plainToInstance(BigDraft, plain);
    keepTransformLookups();
    keepTransformLookups();
    const after = plainToInstance(BigDraft, plain);
    expect(after).toEqual(before);
    expect(after.lines[0]).toBeInstanceOf(Line);
    expect(after).toMatchObject({ lines: [{ code: 'a1' }], amount: 3, memo: '문' });
    expect(plainToInstance(BigDraft, plain)).toEqual(after);
    // Properties no decoration types (a nested plain object) are looked up without a class.
    const loose = plainToInstance(Draft, { ...plain, payment: { account: { accountNumber: '1' } } }) as Draft & { payment: unknown };
    expect(loose.payment).toEqual({ account: { accountNumber: '1' } });
  });

  it('takes in decorations added after a lookup was kept', () => {
    keepTransformLookups();
    expect(plainToInstance(Line, { code: ' b ' }).code).toBe('b');
    Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))(Line.prototype, 'code');
    expect(plainToInstance(Line, { code: ' b ' }).code).toBe('B');
  });
});
