import { validate } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import {
  firstViolation,
  PASSWORD_MODIFY_RULES,
  PASSWORD_RULES,
  PHONE_RULES,
  USERNAME_RULES,
  EMAIL_RULES,
  NAME_RULES,
  SUBJECT_RULES,
  CONTENT_RULES,
  RULE_SCHEMAS,
  type Rule,
  type RuleSchema,
} from './rules.js';
import { SignUpDto } from '../dto/identity.dto.js';

describe('spec §5 rules', () => {
  it.each([
    ['Kim1', '아이디를 영문 소문자 및 숫자로만 작성해주세요'],
    ['kim', '아이디를 4자 이상으로 작성해주세요'],
    ['a'.repeat(21), '아이디를 20자 이하로 작성해주세요'],
    ['kim2026', null],
  ])('username %s → %s', (value, message) => expect(firstViolation(USERNAME_RULES, value)).toBe(message));

  it.each([
    ['abcd1234', '비밀번호에 특수문자를 넣어주세요'],
    ['1234!@#$', '비밀번호에 영문을 넣어주세요'],
    ['abcd!@#$', '비밀번호에 숫자를 넣어주세요'],
    ['ab1!', '비밀번호를 8 ~ 16자 사이로 작성해주세요'],
    ['abcdefgh12345!@#$', '비밀번호를 8 ~ 16자 사이로 작성해주세요'],
    ['Bath2026!', null],
  ])('password %s → %s', (value, message) => expect(firstViolation(PASSWORD_RULES, value)).toBe(message));

  it('allows an empty password when modifying, but not a weak one', () => {
    expect(firstViolation(PASSWORD_MODIFY_RULES, '')).toBeNull();
    expect(firstViolation(PASSWORD_MODIFY_RULES, 'abc')).toBe('비밀번호에 특수문자를 넣어주세요');
  });

  it('counts phone digits after stripping everything else', () => {
    expect(firstViolation(PHONE_RULES, '010-1234-5678')).toBeNull();
    expect(firstViolation(PHONE_RULES, '02-123-4567')).toBe('연락처를 입력해주세요');
    expect(firstViolation(PHONE_RULES, '0212345678')).toBeNull();
  });

  it('answers a field left out as an empty one, not with the length cap (spec §5 messages)', () => {
    expect(firstViolation(SUBJECT_RULES, undefined)).toBe('제목을 입력해주세요');
    expect(firstViolation(CONTENT_RULES, null)).toBe('내용을 입력해주세요');
    expect(firstViolation(NAME_RULES, 42)).toBe('이름을 입력해주세요');
    expect(firstViolation(USERNAME_RULES, undefined)).toBe('아이디를 4자 이상으로 작성해주세요');
    // A table an empty value keeps (an optional password change) still refuses a non-string.
    expect(firstViolation(PASSWORD_MODIFY_RULES, undefined)).not.toBeNull();
  });

  it('asks for a name of two characters and a real e-mail address', () => {
    expect(firstViolation(NAME_RULES, '김')).toBe('이름을 입력해주세요');
    expect(firstViolation(EMAIL_RULES, 'sera@')).toBe('이메일을 입력해주세요');
  });

  it.each([
    ['sera@example.kr', null],
    ['help@ceramaison.co.kr', null],
    ['sera@example', '이메일을 입력해주세요'],
    ['sera@.kr', '이메일을 입력해주세요'],
    ['sera@example..kr', '이메일을 입력해주세요'],
    ['se ra@example.kr', '이메일을 입력해주세요'],
  ])('email %s → %s', (value, message) => expect(firstViolation(EMAIL_RULES, value)).toBe(message));

  it('caps every length before a pattern runs, so a hostile value is refused at once', () => {
    const hostile = `a@${'.'.repeat(90_000)}@`;
    expect(firstViolation(EMAIL_RULES, hostile)).toBe('이메일은 254자 이하로 입력해주세요');
    expect(firstViolation(NAME_RULES, '김'.repeat(51))).toBe('이름은 50자 이하로 입력해주세요');
    expect(firstViolation(PHONE_RULES, '1'.repeat(21))).toBe('연락처를 입력해주세요');
    // Under the cap, the email pattern is linear: the worst case of the old one answers at once.
    expect(firstViolation(EMAIL_RULES, `a@${'.'.repeat(250)}`)).toBe('이메일을 입력해주세요');
  });

  it('gives the same messages through the class-validator DTO', async () => {
    const dto = plainToInstance(SignUpDto, {
      username: 'ab',
      password: 'abcdefgh',
      name: '김세라',
      email: 'a@b.kr',
      phone: '01012345678',
      type: 'PERSON',
      _terms: ['service'],
    });
    const errors = await validate(dto);
    expect(errors.map((e) => [e.property, Object.values(e.constraints ?? {})[0]])).toEqual([
      ['username', '아이디를 4자 이상으로 작성해주세요'],
      ['password', '비밀번호에 특수문자를 넣어주세요'],
    ]);
  });
});

/** Whether a value passes a rule schema the way a JSON Schema validator reads it (pattern not anchored unless it says so). */
function schemaAccepts(schema: RuleSchema, value: string): boolean {
  return (
    value.length >= (schema.minLength ?? 0) && value.length <= schema.maxLength && (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value))
  );
}

describe('rule schemas of the API document', () => {
  const samples = [
    '',
    ' ',
    'a',
    'ab',
    ' a ',
    ' ab ',
    '김',
    '김세라',
    '  김  세  ',
    '\n\t',
    'kim',
    'kim2026',
    'Kim2026',
    'kim-2026',
    'a'.repeat(20),
    'a'.repeat(21),
    'a'.repeat(50),
    'a'.repeat(51),
    'Bath2026!',
    'bath2026',
    'BATH!!!!',
    '2026!!!!',
    'ab1!',
    'abcdefg1!',
    'abcdefgh12345!@#',
    'abcdefgh12345!@#$',
    '가나다라1!aa',
    'a1{}aaaaa',
    'a1 bbbbb~',
    'sera@example.kr',
    ' sera@example.kr ',
    'help@ceramaison.co.kr',
    'sera@example',
    'sera@.kr',
    'sera@example..kr',
    'se ra@example.kr',
    'a@b@c.kr',
    `${'a'.repeat(250)}@b.kr`,
    '010-1234-5678',
    '01012345678',
    '0212345678',
    '02-123-4567',
    '010 1234 5678 9',
    '010123456789',
    '(010) 1234-5678',
    '1'.repeat(21),
    '+82 10 1234 5678',
  ];
  const tables: [string, readonly Rule[]][] = [
    ['username', USERNAME_RULES],
    ['password', PASSWORD_RULES],
    ['name', NAME_RULES],
    ['email', EMAIL_RULES],
    ['phone', PHONE_RULES],
  ];
  it.each(tables)('%s: the schema accepts exactly what the rules accept', (_, rules) => {
    const schema = RULE_SCHEMAS.get(rules)!;
    expect(schema).toBeDefined();
    for (const value of samples) expect([value, schemaAccepts(schema, value)]).toEqual([value, firstViolation(rules, value) === null]);
  });
});
