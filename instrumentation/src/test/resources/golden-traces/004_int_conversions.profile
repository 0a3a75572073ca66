lines 241
sha256 7f6eb5a43f9de3d96f317c3ff820ce912dee1ee12913c00d9167468e10af83de
call <module> 0
c_call <module> 2 print
c_return <module> 2 print
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 7 hex
c_return <module> 7 hex
c_call <module> 7 hex
c_return <module> 7 hex
c_call <module> 7 oct
c_return <module> 7 oct
c_call <module> 7 oct
c_return <module> 7 oct
c_call <module> 7 bin
c_return <module> 7 bin
c_call <module> 7 bin
c_return <module> 7 bin
c_call <module> 7 bin
c_return <module> 7 bin
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 8 hex
c_return <module> 8 hex
c_call <module> 8 oct
