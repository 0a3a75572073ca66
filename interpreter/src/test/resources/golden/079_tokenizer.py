# A hand-written tokenizer and recursive-descent calculator for arithmetic expressions.
class Token:
    def __init__(self, kind, text, pos):
        self.kind, self.text, self.pos = kind, text, pos
    def __repr__(self):
        return f"{self.kind}({self.text!r})"
class LexError(Exception):
    pass
def tokenize(src):
    tokens, i = [], 0
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit() or (c == "." and i + 1 < len(src) and src[i + 1].isdigit()):
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            tokens.append(Token("NUM", src[i:j], i))
            i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            tokens.append(Token("NAME", src[i:j], i))
            i = j
        elif src.startswith("**", i):
            tokens.append(Token("OP", "**", i))
            i += 2
        elif c in "+-*/%()^,":
            tokens.append(Token("OP", c, i))
            i += 1
        else:
            raise LexError(f"unexpected character {c!r} at {i}")
    tokens.append(Token("EOF", "", len(src)))
    return tokens
class Parser:
    FUNCS = {"max": max, "min": min, "abs": abs}
    def __init__(self, tokens, env):
        self.toks, self.i, self.env = tokens, 0, env
    def peek(self):
        return self.toks[self.i]
    def take(self, text=None):
        t = self.toks[self.i]
        if text is not None and t.text != text:
            raise SyntaxError(f"expected {text!r} at {t.pos}, found {t.text!r}")
        self.i += 1
        return t
    def expr(self):
        v = self.term()
        while self.peek().text in ("+", "-"):
            v = v + self.term() if self.take().text == "+" else v - self.term()
        return v
    def term(self):
        v = self.factor()
        while self.peek().text in ("*", "/", "%"):
            op = self.take().text
            rhs = self.factor()
            v = v * rhs if op == "*" else v / rhs if op == "/" else v % rhs
        return v
    def factor(self):
        if self.peek().text == "-":
            self.take()
            return -self.factor()
        base = self.atom()
        if self.peek().text in ("**", "^"):
            self.take()
            return base ** self.factor()
        return base
    def atom(self):
        t = self.take()
        if t.kind == "NUM":
            return float(t.text) if "." in t.text else int(t.text)
        if t.kind == "NAME":
            if self.peek().text == "(":
                self.take("(")
                args = [self.expr()]
                while self.peek().text == ",":
                    self.take()
                    args.append(self.expr())
                self.take(")")
                return self.FUNCS[t.text](*args)
            return self.env[t.text]
        if t.text == "(":
            v = self.expr()
            self.take(")")
            return v
        raise SyntaxError(f"unexpected token {t.text!r} at {t.pos}")
def evaluate(src, env=None):
    p = Parser(tokenize(src), env or {})
    v = p.expr()
    p.take("")
    return v
print(tokenize("3 + x_1*(2.5 - y) ** 2"))
for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "-2 ^ 2", "10 / 4", "17 % 5 + .5",
            "max(1, x, 3) * min(4, 2)", "abs(-7) + x * y", "2 * (3 + 4", "1 + $", "3 4", "q + 1"]:
    try:
        print(f"{src:<26} = {evaluate(src, {'x': 5, 'y': 2})}")
    except (SyntaxError, LexError, KeyError, ZeroDivisionError) as e:
        print(f"{src:<26} ! {type(e).__name__}: {e}")
