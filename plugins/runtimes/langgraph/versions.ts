/**
 * Exact versions the generated requirements.txt pins. PyPI cannot be reached from Berth's build
 * machines, so these were not installed here: they are the current releases in the package
 * index snapshot the team works from (2026-11), of one release train (langgraph 1.x with
 * langchain-core 1.x and langchain-openai 1.x; fastapi with its uvicorn). The generated code
 * uses only long-stable API (StateGraph, MessagesState, START/END, add_edge with a list of
 * sources to join, ChatOpenAI.bind_tools, langchain_core.tools.tool), and its files are
 * compiled with py_compile in Berth's tests.
 */
export const PYPI_PINS = {
  fastapi: "0.163.2",
  uvicorn: "0.54.0",
  langgraph: "1.2.22",
  "langchain-core": "1.8.1",
  "langchain-openai": "1.7.4",
} as const;

export const PYTHON_IMAGE = "python:3.12-slim-bookworm";
