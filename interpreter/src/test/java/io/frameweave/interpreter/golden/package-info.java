/**
 * The golden language tests: Python programs under {@code src/test/resources/golden/} run in fresh
 * JVMs through the CLI and are compared with CPython 3.11's recorded output. It touches nothing of
 * the interpreter but its command line ({@code cli.Main}) and its training program ({@code src/cds/training.py}).
 */
package io.frameweave.interpreter.golden;
