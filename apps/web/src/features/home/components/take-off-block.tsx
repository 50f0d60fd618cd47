/** SPEC §2 'ready to take off' block: 29+ aircraft, 24/7 service. */
export function TakeOffBlock() {
  return (
    <section className="take-off rounded-4 p-4 p-md-5" aria-labelledby="take-off-heading">
      <div className="row g-4 align-items-center">
        <div className="col-12 col-lg-6">
          <h2 id="take-off-heading" className="h2 fw-bold">
            Ready to take off?
          </h2>
          <p className="mb-3">A modern fleet and a team that never sleeps: wherever you go, we are ready when you are.</p>
          <a href="#search" className="btn btn-primary">
            Find a flight
          </a>
        </div>
        <div className="col-12 col-lg-6">
          <ul className="row list-unstyled mb-0 g-3 text-center">
            <li className="col-6">
              <div className="take-off-stat rounded-4 p-3 h-100">
                <span className="d-block display-5 fw-bold">29+</span>
                <span>aircraft</span>
              </div>
            </li>
            <li className="col-6">
              <div className="take-off-stat rounded-4 p-3 h-100">
                <span className="d-block display-5 fw-bold">24/7</span>
                <span>service</span>
              </div>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
