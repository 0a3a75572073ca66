lines 179
sha256 17d165cd5edf59e29d93a373edd06a30e353b2cce041999bc18500156d6d751e
call <module> 0
call trace 2
return trace 10
call wrapper 3
c_call wrapper 4 print
c_return wrapper 4 print
call add 11
return add 13
c_call wrapper 6 print
c_return wrapper 6 print
return wrapper 7
call add 11
return add 13
c_call <module> 15 print
c_return <module> 15 print
call repeat 16
return repeat 21
call decorator 17
return decorator 20
call wrapper 18
call <listcomp> 19
call hello 22
return hello 24
call hello 22
return hello 24
call hello 22
return hello 24
return <listcomp> 19
return wrapper 19
c_call <module> 25 print
