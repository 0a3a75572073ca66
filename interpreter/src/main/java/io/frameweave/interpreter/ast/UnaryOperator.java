package io.frameweave.interpreter.ast;

public enum UnaryOperator { INVERT, NOT, UADD, USUB }
