# 'continue' may not leave an except* clause
print("never printed")
for i in range(3):
    try:
        raise ValueError(i)
    except* ValueError:
        continue
