lines 301
sha256 4294e76a2378d040ed4cc33f1fb1c9d30d4631a7055e230756c7fa5250698a5d
call <module> 0
c_call <module> 3 sorted
call <lambda> 3
return <lambda> 3
call <lambda> 3
return <lambda> 3
call <lambda> 3
return <lambda> 3
call <lambda> 3
return <lambda> 3
call <lambda> 3
return <lambda> 3
c_return <module> 3 sorted
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 sorted
call <lambda> 4
return <lambda> 4
call <lambda> 4
return <lambda> 4
call <lambda> 4
return <lambda> 4
call <lambda> 4
return <lambda> 4
call <lambda> 4
return <lambda> 4
c_return <module> 4 sorted
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 sorted
