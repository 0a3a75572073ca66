lines 51
sha256 9bff9578dce2871926d3dab406d1118aa5273823dec179a7a0aaa9c97e8abb72
call <module> 0
call <module> 0
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
return <module> 14
c_call <module> 5 vars
c_return <module> 5 vars
call <listcomp> 5
c_call <listcomp> 5 startswith
c_return <listcomp> 5 startswith
c_call <listcomp> 5 startswith
c_return <listcomp> 5 startswith
c_call <listcomp> 5 startswith
c_return <listcomp> 5 startswith
c_call <listcomp> 5 startswith
c_return <listcomp> 5 startswith
c_call <listcomp> 5 startswith
c_return <listcomp> 5 startswith
c_call <listcomp> 5 startswith
c_return <listcomp> 5 startswith
c_call <listcomp> 5 startswith
c_return <listcomp> 5 startswith
