# 'except' and 'except*' may not be mixed on one 'try'
print("never printed")
try:
    pass
except* ValueError:
    pass
except TypeError:
    pass
