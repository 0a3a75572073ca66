package io.frameweave.interpreter.runtime;

/**
 * An iterator implemented outside this package (a generator) whose next item the runtime's consumers of iterables
 * ({@code str.join}, {@code list()}, {@code sum} ...) can take through {@link Ops#next} without the StopIteration
 * that its {@code __next__} raises at the end: making and catching that exception cost more than a short
 * generator's items.
 */
public interface NullEndedIterator {
    /** What {@link Ops#next} answers for this object: the next item, or null when exhausted. */
    PyObject nextOrNull();
}
