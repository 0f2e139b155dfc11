import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The architecture of CONTRIBUTING.md ("Boundaries", "Frontend", "Errors") as tests over the
 * source files: who may import whom, how long route and frontend files may grow, where refusals
 * are declared. ESLint (eslint.config.js) shows the import boundaries in the editor; this test is
 * what fails the run. Each test lists every offender with the rule it breaks.
 */
const repo = fileURLToPath(new URL('../../', import.meta.url));
const backendSrc = join(repo, 'backend/src');
const frontendSrc = join(repo, 'frontend/src');
const features = join(frontendSrc, 'features');
/** This file holds the patterns it looks for, so it is left out of the scans of file contents. */
const self = fileURLToPath(import.meta.url);

const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

/** Source files under `dir` (absolute paths), without installed or built ones. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sources(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const folders = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Every folder of backend/src but platform and demo is a bounded context. */
const contexts = folders(backendSrc).filter((name) => name !== 'platform' && name !== 'demo');

const text = new Map<string, string>();
const read = (file: string): string => text.get(file) ?? text.set(file, readFileSync(file, 'utf8')).get(file)!;
const lineCount = (file: string): number => read(file).split('\n').length - (read(file).endsWith('\n') ? 1 : 0);
/** A path relative to the repository, with forward slashes, for messages. */
const shown = (file: string): string => relative(repo, file).split(sep).join('/');

interface Import {
  file: string;
  /** As written, e.g. `../catalog/index.js`. */
  specifier: string;
  /** The absolute path it names (relative specifiers only). */
  target: string;
}

/** The relative imports of a file (static, type-only, re-exports and dynamic `import()`). */
function importsOf(file: string): Import[] {
  return ts
    .preProcessFile(read(file), true, true)
    .importedFiles.map((i) => i.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({ file, specifier, target: resolve(dirname(file), specifier) }));
}

/** `target`'s path inside `dir` as segments, or null when it lies outside. */
function inside(dir: string, target: string): string[] | null {
  const rel = relative(dir, target);
  return rel === '' || rel.startsWith('..') || rel.startsWith(sep) ? null : rel.split(sep);
}

/** The context an import reaches and the file inside it (`index.js`, `domain/x.js`), or null. */
function contextOf(target: string): { context: string; rest: string } | null {
  const parts = inside(backendSrc, target);
  if (!parts || !contexts.includes(parts[0]!)) return null;
  return { context: parts[0]!, rest: parts.slice(1).join('/') };
}

const describeImport = (i: Import): string => `${shown(i.file)} imports '${i.specifier}'`;

/** Fails with the rule and every offender, one per line. */
function expectNone(offenders: string[], rule: string): void {
  if (offenders.length > 0) throw new Error(`${rule}\n${offenders.length} offender(s):\n  ${offenders.join('\n  ')}`);
}

/** Imports of `files` that reach another context (not `own`) other than through its `index.js`. */
function pastIndex(files: string[], own: (file: string) => string | null): string[] {
  return files.flatMap(importsOf).flatMap((i) => {
    const reached = contextOf(i.target);
    if (!reached || reached.context === own(i.file) || reached.rest === 'index.js') return [];
    return [
      `${describeImport(i)}: use '${relative(dirname(i.file), join(backendSrc, reached.context, 'index.js'))
        .split(sep)
        .join('/')}'`,
    ];
  });
}

const backendFiles = sources(backendSrc);
const e2eFiles = sources(join(repo, 'backend/e2e'));
const frontendFiles = sources(frontendSrc).filter((file) => !file.endsWith('routeTree.gen.ts'));

describe('architecture', () => {
  it('finds the contexts and the files it checks', () => {
    expect(contexts).toEqual(expect.arrayContaining(['catalog', 'identity', 'ordering']));
    expect(backendFiles.length).toBeGreaterThan(50);
    expect(frontendFiles.length).toBeGreaterThan(50);
  });

  it('a context imports another context only through its index.ts', () => {
    const files = backendFiles.filter((file) => contextOf(file) !== null);
    expectNone(
      pastIndex(files, (file) => contextOf(file)!.context),
      "A context reaches another context only through '../<context>/index.js', its public API (CONTRIBUTING.md, Boundaries).",
    );
  });

  it('platform imports no context and not demo', () => {
    const offenders = backendFiles
      .filter((file) => inside(join(backendSrc, 'platform'), file))
      .flatMap(importsOf)
      .filter((i) => contextOf(i.target) !== null || inside(join(backendSrc, 'demo'), i.target) !== null)
      .map(describeImport);
    expectNone(offenders, 'platform/ is business-free: it imports no context and no demo data; let the context plug into a platform port instead.');
  });

  it('the app module, bootstrap, main, demo and the e2e suites reach contexts only through index.ts', () => {
    const files = [...backendFiles.filter((file) => dirname(file) === backendSrc || inside(join(backendSrc, 'demo'), file)), ...e2eFiles];
    expectNone(
      pastIndex(files, () => null),
      "app.module.ts, bootstrap.ts, main.ts, demo/ and backend/e2e/ import a context only through '<context>/index.js'.",
    );
  });

  it('a frontend feature does not import another feature, and shared imports neither features nor routes', () => {
    const featureOf = (path: string) => inside(features, path)?.[0] ?? null;
    const crossFeature = frontendFiles
      .filter((file) => featureOf(file) !== null)
      .flatMap(importsOf)
      .filter((i) => featureOf(i.target) !== null && featureOf(i.target) !== featureOf(i.file))
      .map((i) => `${describeImport(i)}: features do not import each other, move what both need to frontend/src/shared/`);
    const sharedUp = frontendFiles
      .filter((file) => inside(join(frontendSrc, 'shared'), file))
      .flatMap(importsOf)
      .filter((i) => inside(features, i.target) || inside(join(frontendSrc, 'routes'), i.target))
      .map((i) => `${describeImport(i)}: shared/ is below features and routes`);
    expectNone([...crossFeature, ...sharedUp], 'Frontend layers: shared -> features -> routes, and no feature imports another (CONTRIBUTING.md, Frontend).');
  });

  it('route files stay thin (at most 60 lines)', () => {
    const offenders = frontendFiles
      .filter((file) => inside(join(frontendSrc, 'routes'), file))
      .filter((file) => lineCount(file) > 60)
      .map((file) => `${shown(file)}: ${lineCount(file)} lines`);
    expectNone(offenders, 'A route file holds the URL, search validation, loader and component only (at most 60 lines): move the rest into its feature.');
  });

  it('route files take only components from component modules and feature indexes', () => {
    // TanStack Router moves a route's component into a chunk of its own, but its loader, head and
    // search validation stay in the first script of every page: a constant or query taken there
    // from a component module (or an index re-exporting components) brings that whole module,
    // and what it imports, into every page's first script.
    const isComponentModule = (target: string): boolean => {
      const parts = inside(features, target);
      return !!parts && (parts[1] === 'components' || parts.length === 1 || (parts.length === 2 && parts[1] === 'index'));
    };
    const offenders = frontendFiles
      .filter((file) => inside(join(frontendSrc, 'routes'), file))
      .flatMap((file) => {
        const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
        return source.statements.flatMap((statement) => {
          if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
          const specifier = statement.moduleSpecifier.text;
          const clause = statement.importClause;
          if (!specifier.startsWith('.') || !clause || clause.isTypeOnly) return [];
          if (!isComponentModule(resolve(dirname(file), specifier).replace(/\.tsx?$/, ''))) return [];
          const bindings = clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
          return bindings
            .filter((b) => !b.isTypeOnly && !/^[A-Z][a-z0-9]/.test(b.name.text))
            .map((b) => `${shown(file)} takes '${b.name.text}' from '${specifier}': import it from the feature's api/ or lib/ module`);
        });
      });
    expectNone(offenders, 'A route file takes only components from a component module or a feature index (the first script of every page stays small).');
  });

  it('no frontend source file is over 300 lines', () => {
    const offenders = frontendFiles.filter((file) => lineCount(file) > 300).map((file) => `${shown(file)}: ${lineCount(file)} lines`);
    expectNone(offenders, 'No frontend source file over 300 lines (routeTree.gen.ts aside): split a page into sections and hooks.');
  });

  it('refusals (subclasses of DomainError) are declared only in <context>/<context>.errors.ts or platform/**/*.errors.ts', () => {
    const allowed = (file: string): boolean => {
      const parts = inside(backendSrc, file);
      if (!parts) return false;
      if (parts[0] === 'platform') return file.endsWith('.errors.ts');
      return parts.length === 2 && contexts.includes(parts[0]!) && parts[1] === `${parts[0]}.errors.ts`;
    };
    const declaration = /\bclass\b[^{;]*?\bextends\s+DomainError\b/g;
    const offenders = [...backendFiles, ...e2eFiles]
      .filter((file) => file !== self && !allowed(file))
      .flatMap((file) => (read(file).match(declaration) ?? []).map((found) => `${shown(file)}: ${found.replace(/\s+/g, ' ')}`));
    expectNone(offenders, 'One class per refusal, in backend/src/<context>/<context>.errors.ts (platform refusals in platform/**/*.errors.ts).');
  });

  it('nothing constructs the DomainError base class itself', () => {
    const construction = /\bnew\s+DomainError\s*\(/;
    const offenders = [...backendFiles, ...e2eFiles, ...sources(join(repo, 'contracts/src')), ...frontendFiles]
      .filter((file) => file !== self)
      .flatMap((file) =>
        read(file)
          .split('\n')
          .flatMap((line, n) => (construction.test(line) ? [`${shown(file)}:${n + 1}: ${line.trim()}`] : [])),
      );
    expectNone(offenders, 'Throw a refusal of its own class (declared in an .errors.ts file), never the DomainError base class.');
  });
});
