/**
 * The {@code _csv} module beneath CPython's {@code csv.py}: {@link io.frameweave.interpreter.modules.csv.CsvModule}
 * (the dialect registry, {@code field_size_limit}, {@code Error}), {@code Dialect} with CPython's validation and
 * messages, and the reader's state machine and the writer's quoting rules as CPython 3.11's {@code _csv.c} has them.
 */
package io.frameweave.interpreter.modules.csv;
