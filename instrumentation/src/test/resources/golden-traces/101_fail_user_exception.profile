lines 43
sha256 8c01d84cf32219f7931b0c32f6c9070b9f1a8fcf3162b190c85373fad0a1f09a
call <module> 0
c_call <module> 2 __build_class__
call InventoryError 2
return InventoryError 3
c_return <module> 2 __build_class__
c_call <module> 4 __build_class__
call OutOfStock 4
return OutOfStock 8
c_return <module> 4 __build_class__
call take 11
c_call take 12 get
c_return take 12 get
return take 15
call take 11
c_call take 12 get
c_return take 12 get
return take 15
c_call <module> 16 print
c_return <module> 16 print
call take 11
c_call take 12 get
c_return take 12 get
c_call take 13 get
c_return take 13 get
call __init__ 5
return __init__ 7
return take 13
c_call <module> 20 print
call __str__ 8
return __str__ 9
