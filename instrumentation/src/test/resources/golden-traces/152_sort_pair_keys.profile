lines 169
sha256 3bb08ef364185e41610c422a663ff08fc200eae483e44553ef4ecfbb15925011
call <module> 0
c_call <module> 4 split
c_return <module> 4 split
c_call <module> 6 get
c_return <module> 6 get
c_call <module> 6 get
c_return <module> 6 get
c_call <module> 6 get
c_return <module> 6 get
c_call <module> 6 get
c_return <module> 6 get
c_call <module> 6 get
c_return <module> 6 get
c_call <module> 6 get
c_return <module> 6 get
c_call <module> 6 get
c_return <module> 6 get
c_call <module> 6 get
c_return <module> 6 get
c_call <module> 6 get
c_return <module> 6 get
c_call <module> 6 get
c_return <module> 6 get
c_call <module> 6 get
c_return <module> 6 get
c_call <module> 6 get
c_return <module> 6 get
c_call <module> 6 get
c_return <module> 6 get
c_call <module> 6 get
