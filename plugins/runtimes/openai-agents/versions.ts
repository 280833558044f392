/**
 * Exact versions the generated requirements.txt pins. PyPI cannot be reached from Berth's build
 * machines, so these were not installed here: they are the current releases in the package
 * index snapshot the team works from (2026-11). openai-agents brings its own compatible openai
 * and pydantic; the generated code uses only its long-stable API (Agent, Runner.run,
 * function_tool with name_override and a RunContextWrapper first parameter, ModelSettings), and
 * its files are compiled with py_compile in Berth's tests.
 */
export const PYPI_PINS = {
  fastapi: "0.163.2",
  uvicorn: "0.54.0",
  "openai-agents": "0.24.0",
} as const;

export const PYTHON_IMAGE = "python:3.12-slim-bookworm";
