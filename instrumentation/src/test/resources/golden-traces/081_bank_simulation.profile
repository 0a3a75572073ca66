lines 261
sha256 491f45e9802788e12581db061e9deb3cf2dff2c4b9673e2dede2605e13e9fa75
call <module> 0
c_call <module> 2 __build_class__
call InsufficientFunds 2
return InsufficientFunds 3
c_return <module> 2 __build_class__
c_call <module> 6 __build_class__
call Account 6
return Account 28
c_return <module> 6 __build_class__
c_call <module> 30 __build_class__
call Checking 30
return Checking 34
c_return <module> 30 __build_class__
c_call <module> 39 __build_class__
call Savings 39
return Savings 41
c_return <module> 39 __build_class__
c_call <module> 46 __build_class__
call Bank 46
return Bank 66
c_return <module> 46 __build_class__
call __init__ 47
return __init__ 49
call open 50
call __init__ 8
return __init__ 13
return open 53
call open 50
call __init__ 8
return __init__ 13
