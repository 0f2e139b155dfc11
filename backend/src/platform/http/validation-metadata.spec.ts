import { IsInt, IsString, MinLength, validateSync } from 'class-validator';
import { keepValidationLookups } from './validation-metadata.js';

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
