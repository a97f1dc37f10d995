/**
 * Splits a SQL script into its statements, at the semicolons outside quoted text, dollar-quoted
 * bodies and comments: PGlite, like PostgreSQL's extended protocol, runs one statement at a time.
 * Each statement keeps the line it starts on, so that an error can name it.
 */
export type SqlStatement = { text: string; line: number };

/** Where the quoted text, body or comment that starts at `at` ends (the index after it). */
function skipQuoted(script: string, at: number): number {
  const rest = script.slice(at);
  if (rest.startsWith("--")) {
    const end = script.indexOf("\n", at);
    return end === -1 ? script.length : end;
  }
  if (rest.startsWith("/*")) {
    // Block comments nest in PostgreSQL.
    let depth = 0;
    for (let index = at; index < script.length;) {
      if (script.startsWith("/*", index)) {
        depth++;
        index += 2;
      } else if (script.startsWith("*/", index)) {
        depth--;
        index += 2;
        if (depth === 0) return index;
      } else index++;
    }
    return script.length;
  }
  const dollarTag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(rest)?.[0];
  if (dollarTag !== undefined && !/[A-Za-z0-9_$]/.test(script[at - 1] ?? "")) {
    const end = script.indexOf(dollarTag, at + dollarTag.length);
    return end === -1 ? script.length : end + dollarTag.length;
  }
  const quote = script[at];
  if (quote === "'" || quote === '"') {
    const backslashEscapes = quote === "'" && /(^|[^A-Za-z0-9_])[Ee]$/.test(script.slice(Math.max(0, at - 2), at));
    for (let index = at + 1; index < script.length; index++) {
      if (backslashEscapes && script[index] === "\\") index++;
      else if (script[index] === quote && script[index + 1] === quote) index++;
      else if (script[index] === quote) return index + 1;
    }
    return script.length;
  }
  return at;
}

export function sqlStatements(script: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start: number | undefined;
  const end = (at: number) => {
    if (start !== undefined) {
      const line = script.slice(0, start).split("\n").length;
      statements.push({ text: script.slice(start, at).trim(), line });
    }
    start = undefined;
  };
  for (let index = 0; index < script.length;) {
    const after = skipQuoted(script, index);
    const isComment = script.startsWith("--", index) || script.startsWith("/*", index);
    if (after > index) {
      if (!isComment) start ??= index;
      index = after;
    } else if (script[index] === ";") {
      end(index);
      index++;
    } else {
      if (!/\s/.test(script[index]!)) start ??= index;
      index++;
    }
  }
  end(script.length);
  return statements;
}
