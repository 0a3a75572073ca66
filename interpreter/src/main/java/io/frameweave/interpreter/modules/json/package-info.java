/**
 * The {@code _json} module beneath CPython's {@code json} package: {@code scanstring}, the scanner type
 * {@code make_scanner} ({@link io.frameweave.interpreter.modules.json.PyScanner}), the encoder type
 * {@code make_encoder} ({@link io.frameweave.interpreter.modules.json.PyEncoder}) and the two string escapers
 * ({@link io.frameweave.interpreter.modules.json.StringEscapes}), with CPython 3.11's {@code _json.c} behaviour:
 * its error positions and messages, its calls of the decoder's hooks only where they are not the defaults, and
 * its one-chunk result of {@code iterencode(..., _one_shot=True)}. Decoding errors are
 * {@code json.decoder.JSONDecodeError}, looked up when raised
 * ({@link io.frameweave.interpreter.modules.json.DecodeErrors}).
 */
package io.frameweave.interpreter.modules.json;
