# except* needs exception types
print("never printed")
try:
    pass
except*:
    pass
