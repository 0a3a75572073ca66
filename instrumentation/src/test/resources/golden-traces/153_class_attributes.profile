lines 1267
sha256 929d4d55ead45f30402a0e7e6db5a803f96b3695a127383eecc965f4b8f34735
call <module> 0
c_call <module> 3 __build_class__
call A 3
return A 11
c_return <module> 3 __build_class__
c_call <module> 12 __build_class__
call B 12
return B 13
c_return <module> 12 __build_class__
call read 14
call f 5
return f 5
call s 6
return s 7
call c 8
return c 9
return read 15
c_call <module> 18 append
c_return <module> 18 append
call read 14
call f 5
return f 5
call s 6
return s 7
call c 8
return c 9
return read 15
c_call <module> 18 append
c_return <module> 18 append
call read 14
