lines 13
sha256 00ca2bab566d0301500954d396e3b82cb7110e2570441109bfa75228b40aee49
call <module> 0
c_call <module> 28 repr
c_return <module> 28 repr
c_call <module> 28 repr
c_return <module> 28 repr
c_call <module> 28 print
c_return <module> 28 print
call outer 14
call work 5
return work None
return outer 19
return <module> 29
raised ExceptionGroup
