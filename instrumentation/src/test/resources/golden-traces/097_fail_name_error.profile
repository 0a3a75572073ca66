lines 27
sha256 078599a464a3ea8c55d1b8c73f0c235431a9cda3c4048b40c0ecea79b1102a63
call <module> 0
call compute 2
return compute 4
c_call <module> 6 print
c_return <module> 6 print
call <listcomp> 7
return <listcomp> 7
c_call <module> 8 print
c_return <module> 8 print
call helper 9
return helper 12
c_call <module> 13 print
c_return <module> 13 print
c_call <module> 14 __build_class__
call Holder 14
return Holder 15
c_return <module> 14 __build_class__
c_call <module> 16 print
c_return <module> 16 print
c_call <module> 18 print
c_return <module> 18 print
c_call <module> 18 print
c_return <module> 18 print
c_call <module> 19 print
c_return <module> 19 print
return <module> 20
raised NameError
