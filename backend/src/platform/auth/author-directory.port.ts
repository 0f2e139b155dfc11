/** A person who wrote something, as a history shows them: account id, user id (username) and name. */
export interface Author {
  _id: string;
  username: string;
  name: string;
}

/**
 * Looks up the accounts that wrote events, for histories (issue 14 "every content change is an
 * event with its author"). Provided by the identity context (its users read model) on the read
 * side, so a context that identity depends on (content) can name its authors without importing it.
 */
export interface AuthorDirectory {
  /** The accounts of `ids` that exist (in any order; unknown ids are left out). */
  usersByIds(ids: string[]): Promise<Author[]>;
}

export const AUTHOR_DIRECTORY = Symbol('AUTHOR_DIRECTORY');
