def never():
    a = 1
    b = 2
    return a + b


x = 1
y = 2
z = 3
print(x)
