package io.frameweave.interpreter.builtins;

import static io.frameweave.interpreter.builtins.BuiltinCalls.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MathModuleTest {
    private static final PyModule MATH = BuiltinModules.create("math");

    /** function, arguments (float.hex, space separated), python3.11's result (float.hex). */
    private static final String[][] EXPECTED = {
            {"sqrt", "0x1.999999999999ap-4", "0x1.43d136248490fp-2"},
            {"sqrt", "0x1.0000000000000p-1", "0x1.6a09e667f3bcdp-1"},
            {"sqrt", "0x1.8000000000000p-1", "0x1.bb67ae8584caap-1"},
            {"sqrt", "0x1.0000000000000p+0", "0x1.0000000000000p+0"},
            {"sqrt", "0x1.8000000000000p+0", "0x1.3988e1409212ep+0"},
            {"sqrt", "0x1.0000000000000p+1", "0x1.6a09e667f3bcdp+0"},
            {"sqrt", "0x1.8000000000000p+1", "0x1.bb67ae8584caap+0"},
            {"sqrt", "0x1.d000000000000p+2", "0x1.58a68a4a8d9f3p+1"},
            {"sqrt", "0x1.4000000000000p+3", "0x1.94c583ada5b53p+1"},
            {"sqrt", "0x1.edd2f1a9fbe77p+6", "0x1.638dee52c80edp+3"},
            {"sqrt", "0x1.ad7f29abcaf48p-24", "0x1.4b96be9c2da2cp-12"},
            {"sqrt", "0x1.2a05f20000000p+33", "0x1.86a0000000000p+16"},
            {"exp", "0x1.999999999999ap-4", "0x1.1aec7b35a00d4p+0"},
            {"exp", "0x1.0000000000000p-1", "0x1.a61298e1e069cp+0"},
            {"exp", "0x1.8000000000000p-1", "0x1.0ef9db467dcf8p+1"},
            {"exp", "0x1.0000000000000p+0", "0x1.5bf0a8b145769p+1"},
            {"exp", "0x1.8000000000000p+0", "0x1.1ed3fe64fc541p+2"},
            {"exp", "0x1.0000000000000p+1", "0x1.d8e64b8d4ddaep+2"},
            {"exp", "0x1.8000000000000p+1", "0x1.415e5bf6fb106p+4"},
            {"exp", "0x1.d000000000000p+2", "0x1.6006b5d53e8d9p+10"},
            {"exp", "0x1.4000000000000p+3", "0x1.5829dcf950560p+14"},
            {"exp", "0x1.edd2f1a9fbe77p+6", "0x1.1428e1cbc0143p+178"},
            {"exp", "0x1.ad7f29abcaf48p-24", "0x1.000001ad7f2b1p+0"},
            {"exp", "-0x1.3333333333333p-2", "0x1.7b4c869c37c05p-1"},
            {"log", "0x1.999999999999ap-4", "-0x1.26bb1bbb55515p+1"},
            {"log", "0x1.0000000000000p-1", "-0x1.62e42fefa39efp-1"},
            {"log", "0x1.8000000000000p-1", "-0x1.269621134db92p-2"},
            {"log", "0x1.0000000000000p+0", "0x0.0p+0"},
            {"log", "0x1.8000000000000p+0", "0x1.9f323ecbf984cp-2"},
            {"log", "0x1.0000000000000p+1", "0x1.62e42fefa39efp-1"},
            {"log", "0x1.8000000000000p+1", "0x1.193ea7aad030bp+0"},
            {"log", "0x1.d000000000000p+2", "0x1.fb22e98a1c24ep+0"},
            {"log", "0x1.4000000000000p+3", "0x1.26bb1bbb55516p+1"},
            {"log", "0x1.edd2f1a9fbe77p+6", "0x1.343774f3e2362p+2"},
            {"log", "0x1.ad7f29abcaf48p-24", "-0x1.01e3b843eaa73p+4"},
            {"log", "0x1.2a05f20000000p+33", "0x1.7069e2aa2aa5bp+4"},
            {"log2", "0x1.999999999999ap-4", "-0x1.a934f0979a371p+1"},
            {"log2", "0x1.0000000000000p-1", "-0x1.0000000000000p+0"},
            {"log2", "0x1.8000000000000p-1", "-0x1.a8ff971810a5ep-2"},
            {"log2", "0x1.0000000000000p+0", "0x0.0p+0"},
            {"log2", "0x1.8000000000000p+0", "0x1.2b803473f7ad1p-1"},
            {"log2", "0x1.0000000000000p+1", "0x1.0000000000000p+0"},
            {"log2", "0x1.8000000000000p+1", "0x1.95c01a39fbd68p+0"},
            {"log2", "0x1.d000000000000p+2", "0x1.6dd2523d54cb7p+1"},
            {"log2", "0x1.4000000000000p+3", "0x1.a934f0979a371p+1"},
            {"log2", "0x1.edd2f1a9fbe77p+6", "0x1.bca9a03b1083ap+2"},
            {"log2", "0x1.ad7f29abcaf48p-24", "-0x1.740e5284a6f03p+4"},
            {"log2", "0x1.2a05f20000000p+33", "0x1.09c1165ec0627p+5"},
            {"log10", "0x1.999999999999ap-4", "-0x1.0000000000000p+0"},
            {"log10", "0x1.0000000000000p-1", "-0x1.34413509f79ffp-2"},
            {"log10", "0x1.8000000000000p-1", "-0x1.ffbfc2bbc7802p-4"},
            {"log10", "0x1.0000000000000p+0", "0x0.0p+0"},
            {"log10", "0x1.8000000000000p+0", "0x1.68a288b60b7fcp-3"},
            {"log10", "0x1.0000000000000p+1", "0x1.34413509f79ffp-2"},
            {"log10", "0x1.8000000000000p+1", "0x1.e8927964fd5fdp-2"},
            {"log10", "0x1.d000000000000p+2", "0x1.b87e392374dd5p-1"},
            {"log10", "0x1.4000000000000p+3", "0x1.0000000000000p+0"},
            {"log10", "0x1.edd2f1a9fbe77p+6", "0x1.0bb6abfc968efp+1"},
            {"log10", "0x1.ad7f29abcaf48p-24", "-0x1.c000000000000p+2"},
            {"log10", "0x1.2a05f20000000p+33", "0x1.4000000000000p+3"},
            {"sin", "0x1.999999999999ap-4", "0x1.98eaecb8bcb2cp-4"},
            {"sin", "0x1.0000000000000p-1", "0x1.eaee8744b05f0p-2"},
            {"sin", "0x1.8000000000000p-1", "0x1.5cffc16bf8f0dp-1"},
            {"sin", "0x1.0000000000000p+0", "0x1.aed548f090ceep-1"},
            {"sin", "0x1.8000000000000p+0", "0x1.feb7a9b2c6d8bp-1"},
            {"sin", "0x1.0000000000000p+1", "0x1.d18f6ead1b446p-1"},
            {"sin", "0x1.8000000000000p+1", "0x1.210386db6d55bp-3"},
            {"sin", "0x1.d000000000000p+2", "0x1.a56adb62a27b9p-1"},
            {"sin", "0x1.4000000000000p+3", "-0x1.1689ef5f34f52p-1"},
            {"sin", "0x1.edd2f1a9fbe77p+6", "-0x1.9b9dadc41aeb6p-1"},
            {"sin", "0x1.ad7f29abcaf48p-24", "0x1.ad7f29abcaf3bp-24"},
            {"sin", "0x1.2a05f20000000p+33", "-0x1.f334c7896a4e3p-2"},
            {"sin", "-0x1.3333333333333p-2", "-0x1.2e9cd95baba33p-2"},
            {"cos", "0x1.999999999999ap-4", "0x1.fd712f9a817c1p-1"},
            {"cos", "0x1.0000000000000p-1", "0x1.c1528065b7d50p-1"},
            {"cos", "0x1.8000000000000p-1", "0x1.769fec655211fp-1"},
            {"cos", "0x1.0000000000000p+0", "0x1.14a280fb5068cp-1"},
            {"cos", "0x1.8000000000000p+0", "0x1.21bd54fc5f9a7p-4"},
            {"cos", "0x1.0000000000000p+1", "-0x1.aa22657537205p-2"},
            {"cos", "0x1.8000000000000p+1", "-0x1.fae04be85e5d2p-1"},
            {"cos", "0x1.d000000000000p+2", "0x1.22c6f50dc3fbep-1"},
            {"cos", "0x1.4000000000000p+3", "-0x1.ad9ac890c6b1fp-1"},
            {"cos", "0x1.edd2f1a9fbe77p+6", "-0x1.307e5980a1558p-1"},
            {"cos", "0x1.ad7f29abcaf48p-24", "0x1.fffffffffffd3p-1"},
            {"cos", "0x1.2a05f20000000p+33", "0x1.bf098901c931ap-1"},
            {"cos", "-0x1.3333333333333p-2", "0x1.e921dd42f09bap-1"},
            {"tan", "0x1.999999999999ap-4", "0x1.9af8877430b80p-4"},
            {"tan", "0x1.0000000000000p-1", "0x1.17b4f5bf3474ap-1"},
            {"tan", "0x1.8000000000000p-1", "0x1.dcfa36110eeecp-1"},
            {"tan", "0x1.0000000000000p+0", "0x1.8eb245cbee3a6p+0"},
            {"tan", "0x1.8000000000000p+0", "0x1.c33ed50b88777p+3"},
            {"tan", "0x1.0000000000000p+1", "-0x1.17af62e0950f8p+1"},
            {"tan", "0x1.8000000000000p+1", "-0x1.23ef71254b86fp-3"},
            {"tan", "0x1.d000000000000p+2", "0x1.7303fbb8a82eap+0"},
            {"tan", "0x1.4000000000000p+3", "0x1.4bf5f34be3782p-1"},
            {"tan", "0x1.edd2f1a9fbe77p+6", "0x1.5a0fe5da94891p+0"},
            {"tan", "0x1.ad7f29abcaf48p-24", "0x1.ad7f29abcaf61p-24"},
            {"tan", "0x1.2a05f20000000p+33", "-0x1.1de000f443f50p-1"},
            {"tan", "-0x1.3333333333333p-2", "-0x1.3cc2a44e29998p-2"},
            {"asin", "0x1.999999999999ap-4", "0x1.9a49276037884p-4"},
            {"asin", "0x1.0000000000000p-1", "0x1.0c152382d7366p-1"},
            {"asin", "0x1.8000000000000p-1", "0x1.b235315c680dcp-1"},
            {"asin", "0x1.0000000000000p+0", "0x1.921fb54442d18p+0"},
            {"asin", "0x1.ad7f29abcaf48p-24", "0x1.ad7f29abcaf55p-24"},
            {"asin", "-0x1.3333333333333p-2", "-0x1.380159e14f6ffp-2"},
            {"acos", "0x1.999999999999ap-4", "0x1.787b22ce3f590p+0"},
            {"acos", "0x1.0000000000000p-1", "0x1.0c152382d7366p+0"},
            {"acos", "0x1.8000000000000p-1", "0x1.720a392c1d955p-1"},
            {"acos", "0x1.0000000000000p+0", "0x0.0p+0"},
            {"acos", "0x1.ad7f29abcaf48p-24", "0x1.921fb396c3a7ep+0"},
            {"acos", "-0x1.3333333333333p-2", "0x1.e0200bbc96ad8p+0"},
            {"atan", "0x1.999999999999ap-4", "0x1.983e282e2cc4dp-4"},
            {"atan", "0x1.0000000000000p-1", "0x1.dac670561bb4fp-2"},
            {"atan", "0x1.8000000000000p-1", "0x1.4978fa3269ee1p-1"},
            {"atan", "0x1.0000000000000p+0", "0x1.921fb54442d18p-1"},
            {"atan", "0x1.8000000000000p+0", "0x1.f730bd281f69bp-1"},
            {"atan", "0x1.0000000000000p+1", "0x1.1b6e192ebbe44p+0"},
            {"atan", "0x1.8000000000000p+1", "0x1.3fc176b7a8560p+0"},
            {"atan", "0x1.d000000000000p+2", "0x1.6f08f07435fecp+0"},
            {"atan", "0x1.4000000000000p+3", "0x1.789bd2c160054p+0"},
            {"atan", "0x1.edd2f1a9fbe77p+6", "0x1.900cdfeb560b4p+0"},
            {"atan", "0x1.ad7f29abcaf48p-24", "0x1.ad7f29abcaf2fp-24"},
            {"atan", "0x1.2a05f20000000p+33", "0x1.921fb543d4de0p+0"},
            {"atan", "-0x1.3333333333333p-2", "-0x1.2a73a661eaf06p-2"},
            {"sinh", "0x1.999999999999ap-4", "0x1.9a487337b59b3p-4"},
            {"sinh", "0x1.0000000000000p-1", "0x1.0acd00fe63b97p-1"},
            {"sinh", "0x1.8000000000000p-1", "0x1.a506b2dd3c690p-1"},
            {"sinh", "0x1.0000000000000p+0", "0x1.2cd9fc44eb982p+0"},
            {"sinh", "0x1.8000000000000p+0", "0x1.108c3aabd6a60p+1"},
            {"sinh", "0x1.0000000000000p+1", "0x1.d03cf63b6e1a0p+1"},
            {"sinh", "0x1.8000000000000p+1", "0x1.40926e70949aep+3"},
            {"sinh", "0x1.d000000000000p+2", "0x1.6006aa328e9c0p+9"},
            {"sinh", "0x1.4000000000000p+3", "0x1.5829dced69992p+13"},
            {"sinh", "0x1.edd2f1a9fbe77p+6", "0x1.1428e1cbc0143p+177"},
            {"sinh", "0x1.ad7f29abcaf48p-24", "0x1.ad7f29abcaf54p-24"},
            {"sinh", "-0x1.3333333333333p-2", "-0x1.37d42af54b926p-2"},
            {"cosh", "0x1.999999999999ap-4", "0x1.0147f40224b38p+0"},
            {"cosh", "0x1.0000000000000p-1", "0x1.20ac1862ae8d0p+0"},
            {"cosh", "0x1.8000000000000p-1", "0x1.4b705d1e5d6a8p+0"},
            {"cosh", "0x1.0000000000000p+0", "0x1.8b07551d9f550p+0"},
            {"cosh", "0x1.8000000000000p+0", "0x1.2d1bc21e22022p+1"},
            {"cosh", "0x1.0000000000000p+1", "0x1.e18fa0df2d9bcp+1"},
            {"cosh", "0x1.8000000000000p+1", "0x1.422a497d6185ep+3"},
            {"cosh", "0x1.d000000000000p+2", "0x1.6006c177ee7f2p+9"},
            {"cosh", "0x1.4000000000000p+3", "0x1.5829dd053712ep+13"},
            {"cosh", "0x1.edd2f1a9fbe77p+6", "0x1.1428e1cbc0143p+177"},
            {"cosh", "0x1.ad7f29abcaf48p-24", "0x1.0000000000017p+0"},
            {"cosh", "-0x1.3333333333333p-2", "0x1.0b9b4e0b6ec4cp+0"},
            {"tanh", "0x1.999999999999ap-4", "0x1.983d7795f413ap-4"},
            {"tanh", "0x1.0000000000000p-1", "0x1.d9353d7568af3p-2"},
            {"tanh", "0x1.8000000000000p-1", "0x1.45323e552f228p-1"},
            {"tanh", "0x1.0000000000000p+0", "0x1.85efab514f394p-1"},
            {"tanh", "0x1.8000000000000p+0", "0x1.cf6f9786df577p-1"},
            {"tanh", "0x1.0000000000000p+1", "0x1.ed9505e1bc3d4p-1"},
            {"tanh", "0x1.8000000000000p+1", "0x1.fd77d111a0b00p-1"},
            {"tanh", "0x1.d000000000000p+2", "0x1.ffffde2760a41p-1"},
            {"tanh", "0x1.4000000000000p+3", "0x1.ffffffdc96f35p-1"},
            {"tanh", "0x1.edd2f1a9fbe77p+6", "0x1.0000000000000p+0"},
            {"tanh", "0x1.ad7f29abcaf48p-24", "0x1.ad7f29abcaf2ep-24"},
            {"tanh", "0x1.2a05f20000000p+33", "0x1.0000000000000p+0"},
            {"tanh", "-0x1.3333333333333p-2", "-0x1.2a4dda7d914fap-2"},
            {"asinh", "0x1.999999999999ap-4", "0x1.98eb9e7e5fc3fp-4"},
            {"asinh", "0x1.0000000000000p-1", "0x1.ecc2caec5160ap-2"},
            {"asinh", "0x1.8000000000000p-1", "0x1.62e42fefa39efp-1"},
            {"asinh", "0x1.0000000000000p+0", "0x1.c34366179d427p-1"},
            {"asinh", "0x1.8000000000000p+0", "0x1.31dc0090b63d9p+0"},
            {"asinh", "0x1.0000000000000p+1", "0x1.719218313d087p+0"},
            {"asinh", "0x1.8000000000000p+1", "0x1.d185b507edc0ep+0"},
            {"asinh", "0x1.d000000000000p+2", "0x1.56e54154c1c06p+1"},
            {"asinh", "0x1.4000000000000p+3", "0x1.7fc5c506d2bdbp+1"},
            {"asinh", "0x1.edd2f1a9fbe77p+6", "0x1.60943fbdae50bp+2"},
            {"asinh", "0x1.ad7f29abcaf48p-24", "0x1.ad7f29abcaf3cp-24"},
            {"asinh", "0x1.2a05f20000000p+33", "0x1.7b810429a7c2ap+4"},
            {"asinh", "-0x1.3333333333333p-2", "-0x1.2ec4ea565fcc1p-2"},
            {"acosh", "0x1.0000000000000p+0", "0x0.0p+0"},
            {"acosh", "0x1.8000000000000p+0", "0x1.ecc2caec5160ap-1"},
            {"acosh", "0x1.0000000000000p+1", "0x1.5124271980434p+0"},
            {"acosh", "0x1.8000000000000p+1", "0x1.c34366179d427p+0"},
            {"acosh", "0x1.d000000000000p+2", "0x1.55ad86cdd2190p+1"},
            {"acosh", "0x1.4000000000000p+3", "0x1.7f21ed1ce05d4p+1"},
            {"acosh", "0x1.edd2f1a9fbe77p+6", "0x1.6093b62521257p+2"},
            {"acosh", "0x1.2a05f20000000p+33", "0x1.7b810429a7c2ap+4"},
            {"atanh", "0x1.999999999999ap-4", "0x1.9af93cd234412p-4"},
            {"atanh", "0x1.0000000000000p-1", "0x1.193ea7aad030ap-1"},
            {"atanh", "0x1.8000000000000p-1", "0x1.f2272ae325a57p-1"},
            {"atanh", "0x1.ad7f29abcaf48p-24", "0x1.ad7f29abcaf61p-24"},
            {"atanh", "-0x1.3333333333333p-2", "-0x1.3cf2b50617c96p-2"},
            {"expm1", "0x1.999999999999ap-4", "0x1.aec7b35a00d3ap-4"},
            {"expm1", "0x1.0000000000000p-1", "0x1.4c2531c3c0d38p-1"},
            {"expm1", "0x1.8000000000000p-1", "0x1.1df3b68cfb9f0p+0"},
            {"expm1", "0x1.0000000000000p+0", "0x1.b7e151628aed2p+0"},
            {"expm1", "0x1.8000000000000p+0", "0x1.bda7fcc9f8a83p+1"},
            {"expm1", "0x1.0000000000000p+1", "0x1.98e64b8d4ddaep+2"},
            {"expm1", "0x1.8000000000000p+1", "0x1.315e5bf6fb106p+4"},
            {"expm1", "0x1.d000000000000p+2", "0x1.5fc6b5d53e8d9p+10"},
            {"expm1", "0x1.4000000000000p+3", "0x1.5825dcf950560p+14"},
            {"expm1", "0x1.edd2f1a9fbe77p+6", "0x1.1428e1cbc0143p+178"},
            {"expm1", "0x1.ad7f29abcaf48p-24", "0x1.ad7f2b1414adbp-24"},
            {"expm1", "-0x1.3333333333333p-2", "-0x1.0966f2c7907f6p-2"},
            {"log1p", "0x1.999999999999ap-4", "0x1.8663f793c46c7p-4"},
            {"log1p", "0x1.0000000000000p-1", "0x1.9f323ecbf984cp-2"},
            {"log1p", "0x1.8000000000000p-1", "0x1.1e85f5e7040d0p-1"},
            {"log1p", "0x1.0000000000000p+0", "0x1.62e42fefa39efp-1"},
            {"log1p", "0x1.8000000000000p+0", "0x1.d5240f0e0e078p-1"},
            {"log1p", "0x1.0000000000000p+1", "0x1.193ea7aad030ap+0"},
            {"log1p", "0x1.8000000000000p+1", "0x1.62e42fefa39efp+0"},
            {"log1p", "0x1.d000000000000p+2", "0x1.0e1b775589bd9p+1"},
            {"log1p", "0x1.4000000000000p+3", "0x1.32ee3b77f374cp+1"},
            {"log1p", "0x1.edd2f1a9fbe77p+6", "0x1.34bba22cd5df5p+2"},
            {"log1p", "0x1.ad7f29abcaf48p-24", "0x1.ad7f2843813dbp-24"},
            {"log1p", "0x1.2a05f20000000p+33", "0x1.7069e2aa3184ep+4"},
            {"log1p", "-0x1.3333333333333p-2", "-0x1.6d3c324e13f4ep-2"},
            {"degrees", "0x1.999999999999ap-4", "0x1.6eb167b830194p+2"},
            {"degrees", "0x1.0000000000000p-1", "0x1.ca5dc1a63c1f8p+4"},
            {"degrees", "0x1.8000000000000p-1", "0x1.57c6513cad17ap+5"},
            {"degrees", "0x1.0000000000000p+0", "0x1.ca5dc1a63c1f8p+5"},
            {"degrees", "0x1.8000000000000p+0", "0x1.57c6513cad17ap+6"},
            {"degrees", "0x1.0000000000000p+1", "0x1.ca5dc1a63c1f8p+6"},
            {"degrees", "0x1.8000000000000p+1", "0x1.57c6513cad17ap+7"},
            {"degrees", "0x1.d000000000000p+2", "0x1.9f64f77ea67c9p+8"},
            {"degrees", "0x1.4000000000000p+3", "0x1.1e7a9907e593bp+9"},
            {"degrees", "0x1.edd2f1a9fbe77p+6", "0x1.ba181fc44d305p+12"},
            {"degrees", "0x1.ad7f29abcaf48p-24", "0x1.80816651a0203p-18"},
            {"degrees", "0x1.2a05f20000000p+33", "0x1.0acde44675a58p+39"},
            {"degrees", "-0x1.3333333333333p-2", "-0x1.13050dca2412ep+4"},
            {"radians", "0x1.999999999999ap-4", "0x1.c987103b761f5p-10"},
            {"radians", "0x1.0000000000000p-1", "0x1.1df46a2529d39p-7"},
            {"radians", "0x1.8000000000000p-1", "0x1.acee9f37bebd6p-7"},
            {"radians", "0x1.0000000000000p+0", "0x1.1df46a2529d39p-6"},
            {"radians", "0x1.8000000000000p+0", "0x1.acee9f37bebd6p-6"},
            {"radians", "0x1.0000000000000p+1", "0x1.1df46a2529d39p-5"},
            {"radians", "0x1.8000000000000p+1", "0x1.acee9f37bebd6p-5"},
            {"radians", "0x1.d000000000000p+2", "0x1.03258031ade7cp-3"},
            {"radians", "0x1.4000000000000p+3", "0x1.657184ae74487p-3"},
            {"radians", "0x1.edd2f1a9fbe77p+6", "0x1.13cda86ccdd88p+1"},
            {"radians", "0x1.ad7f29abcaf48p-24", "0x1.dfc0a0acf97e2p-30"},
            {"radians", "0x1.2a05f20000000p+33", "0x1.4ce527a661c14p+27"},
            {"radians", "-0x1.3333333333333p-2", "-0x1.57254c2c98977p-8"},
            {"fabs", "0x1.999999999999ap-4", "0x1.999999999999ap-4"},
            {"fabs", "0x1.0000000000000p-1", "0x1.0000000000000p-1"},
            {"fabs", "0x1.8000000000000p-1", "0x1.8000000000000p-1"},
            {"fabs", "0x1.0000000000000p+0", "0x1.0000000000000p+0"},
            {"fabs", "0x1.8000000000000p+0", "0x1.8000000000000p+0"},
            {"fabs", "0x1.0000000000000p+1", "0x1.0000000000000p+1"},
            {"fabs", "0x1.8000000000000p+1", "0x1.8000000000000p+1"},
            {"fabs", "0x1.d000000000000p+2", "0x1.d000000000000p+2"},
            {"fabs", "0x1.4000000000000p+3", "0x1.4000000000000p+3"},
            {"fabs", "0x1.edd2f1a9fbe77p+6", "0x1.edd2f1a9fbe77p+6"},
            {"fabs", "0x1.ad7f29abcaf48p-24", "0x1.ad7f29abcaf48p-24"},
            {"fabs", "0x1.2a05f20000000p+33", "0x1.2a05f20000000p+33"},
            {"fabs", "-0x1.3333333333333p-2", "0x1.3333333333333p-2"},
            {"atan2", "0x1.0000000000000p+0 0x1.0000000000000p+1", "0x1.dac670561bb4fp-2"},
            {"atan2", "-0x1.c000000000000p+1 0x1.2000000000000p+1", "-0x1.ffb911eacb051p-1"},
            {"atan2", "0x1.999999999999ap-4 0x1.6666666666666p-1", "0x1.229aec47638ddp-3"},
            {"atan2", "0x1.4000000000000p+3 -0x1.8000000000000p+1", "0x1.dcbc9edcbd8dap+0"},
            {"atan2", "0x1.0000000000000p+1 0x1.0000000000000p-1", "0x1.5368c951e9cfdp+0"},
            {"atan2", "0x1.0624dd2f1a9fcp-10 0x1.4000000000000p+2", "0x1.a36e2e53f1004p-13"},
            {"atan2", "0x1.c000000000000p+2 0x1.c000000000000p+2", "0x1.921fb54442d18p-1"},
            {"pow", "0x1.0000000000000p+0 0x1.0000000000000p+1", "0x1.0000000000000p+0"},
            {"pow", "0x1.999999999999ap-4 0x1.6666666666666p-1", "0x1.98a13577c93c1p-3"},
            {"pow", "0x1.4000000000000p+3 -0x1.8000000000000p+1", "0x1.0624dd2f1a9fcp-10"},
            {"pow", "0x1.0000000000000p+1 0x1.0000000000000p-1", "0x1.6a09e667f3bcdp+0"},
            {"pow", "0x1.0624dd2f1a9fcp-10 0x1.4000000000000p+2", "0x1.203af9ee75616p-50"},
            {"pow", "0x1.c000000000000p+2 0x1.c000000000000p+2", "0x1.921ee00000000p+19"},
            {"fmod", "0x1.0000000000000p+0 0x1.0000000000000p+1", "0x1.0000000000000p+0"},
            {"fmod", "-0x1.c000000000000p+1 0x1.2000000000000p+1", "-0x1.4000000000000p+0"},
            {"fmod", "0x1.999999999999ap-4 0x1.6666666666666p-1", "0x1.999999999999ap-4"},
            {"fmod", "0x1.4000000000000p+3 -0x1.8000000000000p+1", "0x1.0000000000000p+0"},
            {"fmod", "0x1.0000000000000p+1 0x1.0000000000000p-1", "0x0.0p+0"},
            {"fmod", "0x1.0624dd2f1a9fcp-10 0x1.4000000000000p+2", "0x1.0624dd2f1a9fcp-10"},
            {"fmod", "0x1.c000000000000p+2 0x1.c000000000000p+2", "0x0.0p+0"},
            {"hypot", "0x1.0000000000000p+0 0x1.0000000000000p+1", "0x1.1e3779b97f4a8p+1"},
            {"hypot", "-0x1.c000000000000p+1 0x1.2000000000000p+1", "0x1.0a4b06be193b9p+2"},
            {"hypot", "0x1.999999999999ap-4 0x1.6666666666666p-1", "0x1.6a09e667f3bccp-1"},
            {"hypot", "0x1.4000000000000p+3 -0x1.8000000000000p+1", "0x1.4e16fdacff937p+3"},
            {"hypot", "0x1.0000000000000p+1 0x1.0000000000000p-1", "0x1.07e0f66afed07p+1"},
            {"hypot", "0x1.0624dd2f1a9fcp-10 0x1.4000000000000p+2", "0x1.4000006b5fca6p+2"},
            {"hypot", "0x1.c000000000000p+2 0x1.c000000000000p+2", "0x1.3cc8a99af5453p+3"},
            {"copysign", "0x1.0000000000000p+0 0x1.0000000000000p+1", "0x1.0000000000000p+0"},
            {"copysign", "-0x1.c000000000000p+1 0x1.2000000000000p+1", "0x1.c000000000000p+1"},
            {"copysign", "0x1.999999999999ap-4 0x1.6666666666666p-1", "0x1.999999999999ap-4"},
            {"copysign", "0x1.4000000000000p+3 -0x1.8000000000000p+1", "-0x1.4000000000000p+3"},
            {"copysign", "0x1.0000000000000p+1 0x1.0000000000000p-1", "0x1.0000000000000p+1"},
            {"copysign", "0x1.0624dd2f1a9fcp-10 0x1.4000000000000p+2", "0x1.0624dd2f1a9fcp-10"},
            {"copysign", "0x1.c000000000000p+2 0x1.c000000000000p+2", "0x1.c000000000000p+2"},
            {"remainder", "0x1.0000000000000p+0 0x1.0000000000000p+1", "0x1.0000000000000p+0"},
            {"remainder", "-0x1.c000000000000p+1 0x1.2000000000000p+1", "0x1.0000000000000p+0"},
            {"remainder", "0x1.999999999999ap-4 0x1.6666666666666p-1", "0x1.999999999999ap-4"},
            {"remainder", "0x1.4000000000000p+3 -0x1.8000000000000p+1", "0x1.0000000000000p+0"},
            {"remainder", "0x1.0000000000000p+1 0x1.0000000000000p-1", "0x0.0p+0"},
            {"remainder", "0x1.0624dd2f1a9fcp-10 0x1.4000000000000p+2", "0x1.0624dd2f1a9fcp-10"},
            {"remainder", "0x1.c000000000000p+2 0x1.c000000000000p+2", "0x0.0p+0"},
            {"hypot", "0x1.0000000000000p+0 0x1.0000000000000p+1 0x1.8000000000000p+1", "0x1.deeea11683f49p+1"},
            {"hypot", "0x1.999999999999ap-4 0x1.999999999999ap-3 0x1.3333333333333p-2 0x1.999999999999ap-2", "0x1.186f174f88472p-1"},
            // inputs where Math.atan2 is an ulp off CPython's (correctly rounded) result
            {"atan2", "0x1.960f00b32cd18p-1 0x1.63bb34e241068p-1", "0x1.b3e65c1e1d0cbp-1"},
            {"atan2", "-0x1.fbfabb30a6612p+0 0x1.110d103c39ef8p+1", "-0x1.7f9d553208666p-1"},
            {"atan2", "-0x1.cd75777f1add3p+0 -0x1.0a72aec418c98p-1", "-0x1.da13390db27b1p+0"},
            {"atan2", "0x1.f46ab5879ed90p-1 -0x1.335f36921a66bp+0", "0x1.3aab7b7e87669p+1"},
    };

    @Test
    void floatResultsAreBitForBitCPythons() {
        List<String> wrong = new ArrayList<>();
        for (String[] row : EXPECTED) {
            String[] argText = row[1].split(" ");
            PyObject[] args = new PyObject[argText.length];
            for (int k = 0; k < args.length; k++) {
                args[k] = f(Double.parseDouble(argText[k]));
            }
            double expected = Double.parseDouble(row[2]);
            double actual = ((PyFloat) call(MATH, row[0], args)).value;
            if (Double.compare(expected, actual) != 0) {
                wrong.add(row[0] + "(" + row[1] + ") = " + Double.toHexString(actual) + ", CPython " + row[2]);
            }
        }
        assertEquals(List.of(), wrong);
    }

    private static String r(String fn, PyObject... args) {
        return repr(call(MATH, fn, args));
    }

    @Test
    void constants() {
        assertEquals("3.141592653589793", repr(MATH.getDict().getStr("pi")));
        assertEquals("2.718281828459045", repr(MATH.getDict().getStr("e")));
        assertEquals("6.283185307179586", repr(MATH.getDict().getStr("tau")));
        assertEquals("inf", repr(MATH.getDict().getStr("inf")));
        assertEquals("nan", repr(MATH.getDict().getStr("nan")));
    }

    @Test
    void fsumIsCorrectlyRounded() {
        PyObject[] tenth = new PyObject[10];
        java.util.Arrays.fill(tenth, f(0.1));
        assertEquals("1.0", r("fsum", list(tenth)));
        assertEquals("1e-100", r("fsum", list(f(1e100), f(1.0), f(-1e100), f(1e-100), f(1e50), f(-1.0), f(-1e50))));
        assertEquals("6.6", r("fsum", list(f(1.1), f(2.2), f(3.3))));
        assertEquals("inf", r("fsum", list(f(Double.POSITIVE_INFINITY), i(1))));
        assertRaises("OverflowError", "intermediate overflow in fsum", () -> r("fsum", list(f(1e308), f(1e308))));
        assertRaises("ValueError", "-inf + inf in fsum",
                () -> r("fsum", list(f(Double.POSITIVE_INFINITY), f(Double.NEGATIVE_INFINITY))));
    }

    @Test
    void logarithmsOfBigIntsAndBases() {
        BigInteger big = BigInteger.TWO.pow(10000);
        assertEquals("0x1.8a54c2b4cf37cp12", Double.toHexString(((PyFloat) call(MATH, "log", Py.newInt(big), i(3))).value));
        assertEquals("400.0", r("log10", Py.newInt(BigInteger.TEN.pow(400))));
        assertEquals("5000.0", r("log2", Py.newInt(BigInteger.TWO.pow(5000).add(BigInteger.ONE))));
        assertEquals("2.0", r("log", i(100), i(10)));
        assertRaises("ValueError", "math domain error", () -> r("log", i(0)));
        assertRaises("ZeroDivisionError", "float division by zero", () -> r("log", i(10), i(1)));
    }

    @Test
    void domainAndRangeErrors() {
        assertRaises("ValueError", "math domain error", () -> r("sqrt", i(-1)));
        assertRaises("ValueError", "math domain error", () -> r("acos", i(2)));
        assertRaises("OverflowError", "math range error", () -> r("exp", i(1000)));
        assertRaises("ValueError", "math domain error", () -> r("pow", i(0), i(-1)));
        assertRaises("OverflowError", "math range error", () -> r("pow", i(10), i(400)));
        assertEquals("1.0", r("pow", i(1), f(Double.NaN)));
        assertRaises("ValueError", "math domain error", () -> r("fmod", i(1), i(0)));
        assertRaises("TypeError", "must be real number, not str", () -> r("sqrt", s("a")));
        assertRaises("TypeError", "math.sqrt() takes exactly one argument (0 given)", () -> r("sqrt"));
        assertRaises("OverflowError", "int too large to convert to float",
                () -> r("sqrt", Py.newInt(BigInteger.TWO.pow(2000))));
    }

    @Test
    void roundingFunctionsReturnInts() {
        assertEquals("-100000000000000000000", r("floor", f(-1e20)));
        assertEquals("3", r("ceil", f(2.0000001)));
        assertEquals("-7", r("trunc", f(-7.9)));
        assertEquals("1", r("floor", Py.True));
        assertRaises("OverflowError", "cannot convert float infinity to integer", () -> r("floor", f(Double.POSITIVE_INFINITY)));
        assertRaises("ValueError", "cannot convert float NaN to integer", () -> r("ceil", f(Double.NaN)));
        assertRaises("TypeError", "type str doesn't define __trunc__ method", () -> r("trunc", s("a")));
    }

    @Test
    void integerFunctions() {
        assertEquals("15511210043330985984000000", r("factorial", i(25)));
        assertRaises("ValueError", "factorial() not defined for negative values", () -> r("factorial", i(-1)));
        assertRaises("TypeError", "'float' object cannot be interpreted as an integer", () -> r("factorial", f(5.0)));
        assertEquals("1048576", r("gcd", Py.newInt(BigInteger.TWO.pow(70)), Py.newInt(BigInteger.valueOf(6).pow(20))));
        assertEquals("0", r("gcd"));
        assertEquals("180", r("lcm", i(12), i(18), i(30)));
        assertEquals("100000000000000000000", r("isqrt", Py.newInt(BigInteger.TEN.pow(40).add(BigInteger.valueOf(5)))));
        assertRaises("ValueError", "isqrt() argument must be nonnegative", () -> r("isqrt", i(-1)));
        assertEquals("126410606437752", r("comb", i(50), i(25)));
        assertEquals("0", r("comb", i(2), i(5)));
        assertEquals("720", r("perm", i(10), i(3)));
        assertEquals("120", r("perm", i(5)));
        assertRaises("ValueError", "n must be a non-negative integer", () -> r("comb", i(-1), i(2)));
    }

    @Test
    void floatDecomposition() {
        assertEquals("(0.5752618031559393, -1029)", r("frexp", f(1e-310)));
        assertEquals("(0.75, 2)", r("frexp", f(3.0)));
        assertEquals("(0.0, 0)", r("frexp", f(0.0)));
        assertEquals("6.0", r("ldexp", f(0.75), i(3)));
        assertEquals("1e-323", r("ldexp", f(1.5), i(-1074)));
        assertRaises("OverflowError", "math range error", () -> r("ldexp", i(1), i(1024)));
        assertEquals("(-0.25, -3.0)", r("modf", f(-3.25)));
        assertEquals("(0.0, inf)", r("modf", f(Double.POSITIVE_INFINITY)));
    }

    @Test
    void prodAndIsclose() {
        assertEquals("12.0", r("prod", list(f(1.5), i(2), i(4))));
        assertEquals("1", r("prod", list()));
        assertEquals("True", r("isclose", f(1.0), f(1.0 + 1e-10)));
        assertEquals("True", Ops.repr(callKw(MATH, "isclose", new PyObject[] {f(1.0), f(1.1), f(0.2)}, "abs_tol")));
        assertRaises("ValueError", "tolerances must be non-negative",
                () -> callKw(MATH, "isclose", new PyObject[] {i(1), i(2), i(-1)}, "rel_tol"));
        assertEquals("5.0", r("dist", t(i(0), i(0)), t(i(3), i(4))));
    }
}
