# An interpreter for a tiny Forth-like stack language with user-defined words and loops.
class StackError(Exception):
    pass
class Forth:
    def __init__(self):
        self.stack = []
        self.words = {}
        self.output = []
        self.prims = {
            "+": lambda: self.binop(lambda a, b: a + b), "-": lambda: self.binop(lambda a, b: a - b),
            "*": lambda: self.binop(lambda a, b: a * b), "/": lambda: self.binop(self.div),
            "mod": lambda: self.binop(lambda a, b: a % b), "<": lambda: self.binop(lambda a, b: -1 if a < b else 0),
            "=": lambda: self.binop(lambda a, b: -1 if a == b else 0),
            "dup": lambda: self.push(self.peek()), "drop": self.pop, "swap": self.swap, "over": self.over,
            ".": lambda: self.output.append(str(self.pop())), "emit": lambda: self.output.append(chr(self.pop())),
            "cr": lambda: self.output.append("\n"),
        }
    def push(self, v):
        self.stack.append(v)
    def pop(self):
        if not self.stack:
            raise StackError("stack underflow")
        return self.stack.pop()
    def peek(self):
        if not self.stack:
            raise StackError("stack underflow")
        return self.stack[-1]
    def swap(self):
        b, a = self.pop(), self.pop()
        self.push(b); self.push(a)
    def over(self):
        b, a = self.pop(), self.pop()
        self.push(a); self.push(b); self.push(a)
    @staticmethod
    def div(a, b):
        if b == 0:
            raise StackError("division by zero")
        return a // b
    def binop(self, f):
        b, a = self.pop(), self.pop()
        self.push(f(a, b))
    def run(self, src):
        self.execute(src.lower().split())
        return " ".join(self.output).replace(" \n ", "\n").strip()
    def execute(self, tokens):
        i = 0
        while i < len(tokens):
            t = tokens[i]
            if t == ":":
                end = tokens.index(";", i)
                self.words[tokens[i + 1]] = tokens[i + 2:end]
                i = end
            elif t == "if":
                depth, j, else_at = 0, i + 1, None
                while True:
                    if tokens[j] == "if":
                        depth += 1
                    elif tokens[j] == "then":
                        if depth == 0:
                            break
                        depth -= 1
                    elif tokens[j] == "else" and depth == 0:
                        else_at = j
                    j += 1
                body = tokens[i + 1:else_at or j] if self.pop() else (tokens[else_at + 1:j] if else_at else [])
                self.execute(body)
                i = j
            elif t == "times":
                n, word = self.pop(), tokens[i + 1]
                for _ in range(n):
                    self.execute([word])
                i += 1
            elif t in self.words:
                self.execute(self.words[t])
            elif t in self.prims:
                self.prims[t]()
            else:
                try:
                    self.push(int(t))
                except ValueError:
                    raise StackError(f"unknown word: {t}") from None
            i += 1
programs = [
    "2 3 + 4 * .",
    ": square dup * ; : cube dup square * ; 3 square . 4 cube .",
    ": abs dup 0 < if 0 swap - then ; -7 abs . 7 abs .",
    ": sign dup 0 < if drop -1 else 0 = if 0 else 1 then then ; -5 sign . 0 sign . 9 sign .",
    "1 : double 2 * ; 10 times double .",
    "72 emit 105 emit 33 emit cr 1 2 over . . .",
    ": fact dup 1 < if drop 1 else dup 1 - fact * then ; 10 fact . 20 fact .",
    "1 2 + +", "5 0 /", "1 frobnicate",
]
for src in programs:
    vm = Forth()
    try:
        print(repr(vm.run(src)), vm.stack)
    except StackError as e:
        print("error:", e)
