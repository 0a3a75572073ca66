lines 669563
sha256 25a5b9d077a30be228d2d5902c338e4a33f1cae38e3ee196966eec1779f58155
call <module> 0
c_call <module> 3 __build_class__
call Item 3
return Item 9
c_return <module> 3 __build_class__
call make 19
call <listcomp> 21
return <listcomp> 21
call <listcomp> 40
return <listcomp> 40
return make 40
c_call <module> 47 sort
c_return <module> 47 sort
c_call <module> 51 print
c_return <module> 51 print
call make 19
call <listcomp> 23
return <listcomp> 23
call <listcomp> 40
return <listcomp> 40
return make 40
c_call <module> 47 sort
c_return <module> 47 sort
c_call <module> 51 print
c_return <module> 51 print
call make 19
call <listcomp> 40
return <listcomp> 40
return make 40
c_call <module> 47 sort
