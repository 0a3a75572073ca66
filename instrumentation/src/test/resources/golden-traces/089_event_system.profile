lines 293
sha256 9126a79bc23b79f248492fe56981c3adeae3e9dae03af0f7910e9391683d7210
call <module> 0
c_call <module> 2 __build_class__
call EventBus 2
return EventBus 11
c_return <module> 2 __build_class__
call __init__ 3
return __init__ 5
call on 6
return on 10
call register 7
c_call register 8 setdefault
c_return register 8 setdefault
c_call register 8 get
c_return register 8 get
c_call register 8 len
c_return register 8 len
c_call register 8 append
c_return register 8 append
return register 9
call on 6
return on 10
call register 7
c_call register 8 setdefault
c_return register 8 setdefault
c_call register 8 get
c_return register 8 get
c_call register 8 len
c_return register 8 len
c_call register 8 append
c_return register 8 append
