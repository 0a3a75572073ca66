# Fails on purpose: an unterminated string literal is a syntax error at compile time.
print("this line is never executed")
greeting = "hello"
name = 'world'
print(greeting, name)
triple = """fine
multi-line"""
print(triple)
def shout(s):
    return s.upper()
print(shout(greeting))
escaped = "a \"quoted\" word"
print(escaped)
data = {"k": "v"}
print(data)
raw = r"C:\temp"
print(raw)
broken = "this string never ends
print(broken)
print("not reached")
print("still not reached")
