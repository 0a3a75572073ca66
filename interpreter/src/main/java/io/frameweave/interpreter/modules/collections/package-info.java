/**
 * The {@code _collections} module beneath {@code collections}: {@code deque} (a ring buffer, {@link
 * io.frameweave.interpreter.modules.collections.PyDeque}, whose guest methods are in {@code DequeMethods}) with
 * its iterators, {@code defaultdict} (a {@code dict} whose Java class the VM's {@code d[key]} sends to
 * {@code __missing__}), {@code _count_elements} (the loop of {@code Counter.update}) and {@code _tuplegetter}
 * (the field descriptors of named tuples). The types call themselves {@code collections.deque} and
 * {@code collections.defaultdict}, as CPython's do.
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.collections;
