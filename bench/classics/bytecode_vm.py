# A small language implemented in Python: a tokenizer, a recursive-descent parser to tuples, a compiler to a
# stack-machine bytecode and a dispatch loop that runs it, used to run a few integer programs (primes, Collatz
# chains, gcd sums). The interpreter loop: list indexing, comparisons of small ints, method dispatch by table.
SIZE = 10000  # the programs' input; tune so CPython 3.11 takes 1-4 s

SOURCE = """
count = 0;
n = 2;
while (n < limit) {
  d = 2; prime = 1;
  while (d * d <= n) {
    if (n % d == 0) { prime = 0; d = n; }
    d = d + 1;
  }
  count = count + prime;
  n = n + 1;
}
longest = 0; start = 0; i = 1;
while (i < limit) {
  x = i; steps = 0;
  while (x != 1) {
    if (x % 2 == 0) { x = x / 2; } else { x = 3 * x + 1; }
    steps = steps + 1;
  }
  if (steps > longest) { longest = steps; start = i; }
  i = i + 1;
}
g = 0; a = 1;
while (a < limit / 10) {
  b = 1;
  while (b < 40) {
    p = a; q = b;
    while (q != 0) { t = p % q; p = q; q = t; }
    g = g + p;
    b = b + 1;
  }
  a = a + 1;
}
"""

PUSH, LOAD, STORE, ADD, SUB, MUL, DIV, MOD, LT, LE, GT, GE, EQ, NE, JUMP, JUMP_IF_FALSE, HALT = range(17)
NAMES = ("PUSH", "LOAD", "STORE", "ADD", "SUB", "MUL", "DIV", "MOD", "LT", "LE", "GT", "GE", "EQ", "NE", "JUMP",
         "JUMP_IF_FALSE", "HALT")
BINARY = {"+": ADD, "-": SUB, "*": MUL, "/": DIV, "%": MOD, "<": LT, "<=": LE, ">": GT, ">=": GE, "==": EQ,
          "!=": NE}
PRECEDENCE = {"==": 1, "!=": 1, "<": 2, "<=": 2, ">": 2, ">=": 2, "+": 3, "-": 3, "*": 4, "/": 4, "%": 4}


def tokenize(text):
    tokens = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            tokens.append(("num", int(text[i:j])))
            i = j
        elif ch.isalpha():
            j = i
            while j < len(text) and (text[j].isalnum() or text[j] == "_"):
                j += 1
            word = text[i:j]
            tokens.append(("kw" if word in ("while", "if", "else") else "name", word))
            i = j
        elif text[i:i + 2] in ("<=", ">=", "==", "!="):
            tokens.append(("op", text[i:i + 2]))
            i += 2
        else:
            tokens.append(("op", ch))
            i += 1
    tokens.append(("end", None))
    return tokens


class Parser:
    def __init__(self, tokens):
        self.tokens = tokens
        self.at = 0

    def peek(self):
        return self.tokens[self.at]

    def take(self, value=None):
        kind, v = self.tokens[self.at]
        if value is not None and v != value:
            raise SyntaxError("expected %r, got %r" % (value, v))
        self.at += 1
        return v

    def program(self):
        statements = []
        while self.peek()[0] != "end":
            statements.append(self.statement())
        return statements

    def block(self):
        self.take("{")
        statements = []
        while self.peek()[1] != "}":
            statements.append(self.statement())
        self.take("}")
        return statements

    def statement(self):
        kind, v = self.peek()
        if v == "while":
            self.take()
            self.take("(")
            test = self.expression(0)
            self.take(")")
            return ("while", test, self.block())
        if v == "if":
            self.take()
            self.take("(")
            test = self.expression(0)
            self.take(")")
            body = self.block()
            orelse = []
            if self.peek()[1] == "else":
                self.take()
                orelse = self.block()
            return ("if", test, body, orelse)
        name = self.take()
        self.take("=")
        value = self.expression(0)
        self.take(";")
        return ("assign", name, value)

    def expression(self, min_precedence):
        left = self.atom()
        while True:
            kind, op = self.peek()
            if kind != "op" or PRECEDENCE.get(op, 0) <= min_precedence:
                return left
            self.take()
            left = ("binary", op, left, self.expression(PRECEDENCE[op]))

    def atom(self):
        kind, v = self.peek()
        if kind == "num":
            self.take()
            return ("num", v)
        if kind == "name":
            self.take()
            return ("name", v)
        self.take("(")
        inner = self.expression(0)
        self.take(")")
        return inner


class Compiler:
    def __init__(self):
        self.code = []
        self.slots = {}

    def slot(self, name):
        if name not in self.slots:
            self.slots[name] = len(self.slots)
        return self.slots[name]

    def emit(self, op, arg=0):
        self.code.append(op)
        self.code.append(arg)
        return len(self.code) - 1

    def statements(self, body):
        for s in body:
            getattr(self, "stmt_" + s[0])(s)

    def stmt_assign(self, s):
        self.expr(s[2])
        self.emit(STORE, self.slot(s[1]))

    def stmt_while(self, s):
        top = len(self.code)
        self.expr(s[1])
        exit_arg = self.emit(JUMP_IF_FALSE)
        self.statements(s[2])
        self.emit(JUMP, top)
        self.code[exit_arg] = len(self.code)

    def stmt_if(self, s):
        self.expr(s[1])
        else_arg = self.emit(JUMP_IF_FALSE)
        self.statements(s[2])
        if s[3]:
            end_arg = self.emit(JUMP)
            self.code[else_arg] = len(self.code)
            self.statements(s[3])
            self.code[end_arg] = len(self.code)
        else:
            self.code[else_arg] = len(self.code)

    def expr(self, e):
        kind = e[0]
        if kind == "num":
            self.emit(PUSH, e[1])
        elif kind == "name":
            self.emit(LOAD, self.slot(e[1]))
        else:
            self.expr(e[2])
            self.expr(e[3])
            self.emit(BINARY[e[1]])


def run(code, slots):
    stack = []
    pc = 0
    while True:
        op = code[pc]
        arg = code[pc + 1]
        pc += 2
        if op == LOAD:
            stack.append(slots[arg])
        elif op == PUSH:
            stack.append(arg)
        elif op == STORE:
            slots[arg] = stack.pop()
        elif op == JUMP_IF_FALSE:
            if not stack.pop():
                pc = arg
        elif op == JUMP:
            pc = arg
        elif op == HALT:
            return
        else:
            b = stack.pop()
            a = stack.pop()
            if op == ADD:
                stack.append(a + b)
            elif op == SUB:
                stack.append(a - b)
            elif op == MUL:
                stack.append(a * b)
            elif op == DIV:
                stack.append(a // b)
            elif op == MOD:
                stack.append(a % b)
            elif op == LT:
                stack.append(1 if a < b else 0)
            elif op == LE:
                stack.append(1 if a <= b else 0)
            elif op == GT:
                stack.append(1 if a > b else 0)
            elif op == GE:
                stack.append(1 if a >= b else 0)
            elif op == EQ:
                stack.append(1 if a == b else 0)
            else:
                stack.append(1 if a != b else 0)


def disassemble(code):
    return " ".join("%s %d" % (NAMES[code[i]], code[i + 1]) for i in range(0, len(code), 2))


def main():
    compiler = Compiler()
    compiler.statements(Parser(tokenize(SOURCE)).program())
    compiler.emit(HALT)
    code = compiler.code
    print("instructions", len(code) // 2, "variables", len(compiler.slots))
    print(disassemble(code[:24]))
    slots = [0] * len(compiler.slots)
    slots[compiler.slot("limit")] = SIZE
    run(code, slots)
    for name in ("count", "longest", "start", "g"):
        print(name, slots[compiler.slots[name]])


main()
