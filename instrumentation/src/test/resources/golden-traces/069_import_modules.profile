lines 99
sha256 f496e499096c692343c82092a9f23266eafa892dd2810a622c1f8638b8dc6390
call <module> 0
c_call <module> 2 print
c_return <module> 2 print
call <module> 0
c_call <module> 4 round
c_return <module> 4 round
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 10 __build_class__
call Circle 10
return Circle 17
c_return <module> 10 __build_class__
return <module> 29
c_call <module> 8 print
c_return <module> 8 print
call __init__ 11
return __init__ 12
call __init__ 11
return __init__ 12
call area 14
return area 15
c_call <module> 9 round
c_return <module> 9 round
call hypot 21
c_call hypot 22 sqrt
c_return hypot 22 sqrt
return hypot 22
call hypot 21
c_call hypot 22 sqrt
c_return hypot 22 sqrt
