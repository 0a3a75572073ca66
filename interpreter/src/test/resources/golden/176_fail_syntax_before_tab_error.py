x = 1 +
if True:
	x
        y
