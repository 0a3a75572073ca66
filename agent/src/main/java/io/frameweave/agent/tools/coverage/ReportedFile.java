package io.frameweave.agent.tools.coverage;

/** One file as the reports show it: its name (relative to the current directory when inside it) and numbers. */
record ReportedFile(String name, FileCoverage coverage, CoverageNumbers numbers) {}
