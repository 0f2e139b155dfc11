import 'reflect-metadata';
import { IsBoolean, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { TERMS_CODE_PATTERN, TERMS_MESSAGES as M } from '../rules/terms.js';

/**
 * A version of a term as staff write it (spec §7 console terms CRUD): its title, whether sign-up
 * requires agreeing to it, its rich-text content (sanitised on the server) and when it takes
 * effect. `effectiveAt` empty or absent: at once.
 */
export class TermsVersionDto {
  @IsString({ message: M.TITLE })
  @MinLength(1, { message: M.TITLE })
  @MaxLength(100, { message: M.TITLE })
  @Matches(/\S/, { message: M.TITLE })
  title!: string;

  @IsBoolean({ message: M.REQUIRED })
  required!: boolean;

  @IsString({ message: M.CONTENT })
  @MinLength(1, { message: M.CONTENT })
  @MaxLength(200_000, { message: M.CONTENT })
  content!: string;

  @IsOptional()
  @ValidateIf((_, v) => v !== '')
  @IsISO8601({ strict: true }, { message: M.EFFECTIVE_AT })
  effectiveAt?: string | null;
}

/** A new term and its first version (spec §7 console terms): a code sign-up names it by, and where it stands in the list. */
export class CreateTermsDto extends TermsVersionDto {
  @IsString({ message: M.CODE })
  @Matches(TERMS_CODE_PATTERN, { message: M.CODE })
  code!: string;

  @IsOptional()
  @IsInt({ message: M.INDEX })
  @Min(0, { message: M.INDEX })
  @Max(999, { message: M.INDEX })
  index?: number;
}
