lines 199
sha256 483170b8e8870dbf10167744e91ef869df840fcc46c9f6e056995c40a8f13d9d
call <module> 0
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 8 print
c_return <module> 8 print
c_call <module> 8 print
c_return <module> 8 print
c_call <module> 8 print
c_return <module> 8 print
call <lambda> 9
return <lambda> 9
call <lambda> 9
return <lambda> 9
c_call <module> 9 print
c_return <module> 9 print
call <lambda> 10
return <lambda> 10
call <lambda> 10
return <lambda> 10
call <lambda> 10
return <lambda> 10
call <lambda> 10
return <lambda> 10
call <lambda> 10
return <lambda> 10
call <lambda> 10
