/**
 * The {@code _functools} module beneath {@code functools}: {@code partial}, {@code reduce} and {@code cmp_to_key}
 * (its {@code functools.KeyWrapper}). It has no {@code _lru_cache_wrapper}, so {@code functools.lru_cache} is
 * {@code functools}' own pure-Python one.
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.functools;
