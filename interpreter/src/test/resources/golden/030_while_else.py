# while loops with else, break and continue.
n = 0
while n < 5:
    n += 1
else:
    print("loop finished normally, n =", n)
n = 0
while True:
    n += 1
    if n == 3:
        break
else:
    print("never printed")
print("broke at", n)
i = 0
odds = []
while i < 10:
    i += 1
    if i % 2 == 0:
        continue
    odds.append(i)
else:
    print("else after continue-loop, odds =", odds)
def find_divisor(n):
    d = 2
    while d * d <= n:
        if n % d == 0:
            print(n, "is divisible by", d)
            break
        d += 1
    else:
        print(n, "is prime")
for n in [2, 15, 17, 91, 97, 1]:
    find_divisor(n)
def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps
print([collatz(k) for k in range(1, 16)])
print(max(range(1, 1000), key=collatz))
a, b = 1071, 462
while b:
    a, b = b, a % b
print("gcd:", a)
count = 0
while count < 3:
    count += 1
    inner = 0
    while inner < 5:
        inner += 1
        if inner == 2:
            continue
        if inner == 4:
            break
        print(f"outer {count} inner {inner}")
    else:
        print("inner else (never)")
else:
    print("outer else")
x = 10
while x:
    x -= 3
    if x < 0:
        print("went negative:", x)
        break
while False:
    print("nope")
else:
    print("else of a loop that never ran")
