/**
 * A small, strict Dockerfile reader for the generated files (no Docker daemon here): it finds
 * what `docker build` would refuse and what would make the image unhealthy for certain.
 * Checks: known instructions; FROM first (ARG may precede it); `\` line continuations;
 * exec forms are JSON arrays of strings; ENV as key=value; EXPOSE ports; COPY --from names an
 * earlier stage; exactly one HEALTHCHECK CMD in the final stage, with known options, whose
 * program exists on the base image (no curl or wget on slim images); a CMD or ENTRYPOINT.
 */

const INSTRUCTIONS = new Set([
  "ADD", "ARG", "CMD", "COPY", "ENTRYPOINT", "ENV", "EXPOSE", "FROM", "HEALTHCHECK", "LABEL", "MAINTAINER", "ONBUILD", "RUN", "SHELL", "STOPSIGNAL", "USER", "VOLUME", "WORKDIR",
]);
const EXEC_FORM = new Set(["CMD", "ENTRYPOINT", "RUN", "SHELL"]);
const HEALTHCHECK_OPTIONS = new Set(["interval", "timeout", "start-period", "start-interval", "retries"]);

export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
  image: string;
  alias: string | null;
  instructions: Instruction[];
}

export interface ParsedDockerfile {
  stages: Stage[];
  problems: string[];
}

/** Logical instructions: comments and blank lines dropped, continuation lines joined. */
export function instructions(text: string): { list: Instruction[]; problems: string[] } {
  const list: Instruction[] = [];
  const problems: string[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const start = i + 1;
    let line = lines[i]!;
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    while (line.endsWith("\\")) {
      line = line.slice(0, -1);
      i++;
      // Docker skips comment lines inside a continuation.
      while (i < lines.length && lines[i]!.trimStart().startsWith("#")) i++;
      if (i >= lines.length) {
        problems.push(`line ${start}: continuation at the end of the file`);
        break;
      }
      line += ` ${lines[i]!}`;
    }
    const m = /^\s*([A-Za-z]+)(?:\s+(.*))?$/.exec(line);
    if (!m) {
      problems.push(`line ${start}: not an instruction: ${line}`);
      continue;
    }
    list.push({ keyword: m[1]!.toUpperCase(), args: (m[2] ?? "").trim(), line: start });
  }
  return { list, problems };
}

function execArray(args: string): string[] | string {
  let value: unknown;
  try {
    value = JSON.parse(args);
  } catch {
    return "is not a valid JSON array";
  }
  if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === "string")) return "must be a non-empty JSON array of strings";
  return value as string[];
}

/** The program a HEALTHCHECK runs: the exec form's first element, or the shell form's first word. */
function healthcheckProgram(ins: Instruction, problems: string[]): string | null {
  let rest = ins.args;
  for (;;) {
    const opt = /^--([a-z-]+)=(\S+)\s+/.exec(rest);
    if (!opt) break;
    if (!HEALTHCHECK_OPTIONS.has(opt[1]!)) problems.push(`line ${ins.line}: unknown HEALTHCHECK option --${opt[1]}`);
    else if (opt[1] === "retries" ? !/^\d+$/.test(opt[2]!) : !/^\d+(ms|s|m|h)$/.test(opt[2]!)) problems.push(`line ${ins.line}: HEALTHCHECK --${opt[1]}=${opt[2]} is not a valid value`);
    rest = rest.slice(opt[0].length);
  }
  if (rest === "NONE") return null;
  if (!rest.startsWith("CMD ")) {
    problems.push(`line ${ins.line}: HEALTHCHECK needs CMD (or NONE)`);
    return null;
  }
  const command = rest.slice(4).trim();
  if (command.startsWith("[")) {
    const exec = execArray(command);
    if (typeof exec === "string") {
      problems.push(`line ${ins.line}: HEALTHCHECK CMD ${exec}`);
      return null;
    }
    return exec[0]!;
  }
  return command.split(/\s+/)[0] ?? null;
}

/** Programs a base image certainly has (by image family); slim images have no curl or wget. */
function imageHas(image: string, program: string): boolean {
  const name = image.split("/").pop()!.split(":")[0]!;
  if (program === "curl" || program === "wget") return !image.includes("slim") && !image.includes("alpine") && !image.includes("distroless");
  if (name === "node") return program === "node" || program === "sh";
  if (name === "python") return program === "python" || program === "python3" || program === "sh";
  return false;
}

export function parseDockerfile(text: string): ParsedDockerfile {
  const { list, problems } = instructions(text);
  const stages: Stage[] = [];
  const seenFrom = () => stages.length > 0;
  for (const ins of list) {
    if (!INSTRUCTIONS.has(ins.keyword)) {
      problems.push(`line ${ins.line}: unknown instruction ${ins.keyword}`);
      continue;
    }
    if (ins.keyword === "FROM") {
      const m = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+([a-z][a-z0-9_.-]*))?$/i.exec(ins.args);
      if (!m) problems.push(`line ${ins.line}: FROM needs an image (and optionally AS name)`);
      stages.push({ image: m?.[1] ?? "", alias: m?.[2] ?? null, instructions: [] });
      continue;
    }
    if (!seenFrom()) {
      if (ins.keyword !== "ARG") problems.push(`line ${ins.line}: ${ins.keyword} before the first FROM`);
      continue;
    }
    const stage = stages[stages.length - 1]!;
    stage.instructions.push(ins);
    if (ins.args === "") problems.push(`line ${ins.line}: ${ins.keyword} without arguments`);
    if (EXEC_FORM.has(ins.keyword) && ins.args.startsWith("[")) {
      const exec = execArray(ins.args);
      if (typeof exec === "string") problems.push(`line ${ins.line}: ${ins.keyword} ${exec}`);
    }
    if (ins.keyword === "ENV" && !/^([A-Za-z_][A-Za-z0-9_]*=("[^"]*"|\S+)(\s+|$))+$/.test(ins.args)) problems.push(`line ${ins.line}: ENV must be key=value pairs`);
    if (ins.keyword === "EXPOSE" && !ins.args.split(/\s+/).every((p) => /^\d{1,5}(\/(tcp|udp))?$/.test(p))) problems.push(`line ${ins.line}: EXPOSE needs port numbers`);
    if (ins.keyword === "COPY") {
      const from = /--from=(\S+)/.exec(ins.args)?.[1];
      if (from && !stages.slice(0, -1).some((s) => s.alias === from)) problems.push(`line ${ins.line}: COPY --from=${from} names no earlier stage`);
    }
  }
  if (stages.length === 0) problems.push("no FROM");
  const final = stages[stages.length - 1];
  if (final) {
    const checks = final.instructions.filter((i) => i.keyword === "HEALTHCHECK");
    if (checks.length !== 1) problems.push(`the final stage has ${checks.length} HEALTHCHECK instructions; wanted 1`);
    for (const check of checks) {
      const program = healthcheckProgram(check, problems);
      if (program !== null && !imageHas(final.image, program)) problems.push(`line ${check.line}: HEALTHCHECK runs ${program}, which ${final.image} does not have`);
    }
    if (!final.instructions.some((i) => i.keyword === "CMD" || i.keyword === "ENTRYPOINT")) problems.push("the final stage has no CMD or ENTRYPOINT");
  }
  return { stages, problems };
}
